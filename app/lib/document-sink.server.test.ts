import { PassThrough } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { documentSink } from './document-sink.server.ts';

/** The document React writes into a Node stream, for comparison. */
function throughStream(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const out: Buffer[] = [];
        const stream = new PassThrough();
        stream.on('data', (chunk: Buffer) => out.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(out).toString('utf8')));
        pipe(stream);
      },
      onShellError: reject,
    });
  });
}

function throughSink(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(documentSink(resolve)),
      onShellError: reject,
    });
  });
}

describe('documentSink', () => {
  it('hands over the same document React writes into a stream, multi-byte text included', async () => {
    // Long enough to fill several of React's write buffers, with characters cut across them.
    const items = Array.from({ length: 600 }, (_, i) =>
      createElement('li', { key: i }, `Cães e gatos 🐶 n.º ${i}`),
    );
    const element = createElement(
      'html',
      { lang: 'pt' },
      createElement('body', null, createElement('ul', null, items)),
    );
    const expected = await throughStream(element);
    expect(expected.length).toBeGreaterThan(10_000);
    expect(await throughSink(element)).toBe(expected);
  });

  it('hands the document over once', () => {
    const seen: string[] = [];
    const sink = documentSink((html) => seen.push(html));
    sink.write(Buffer.from('<p>a'));
    sink.write('b</p>');
    sink.end();
    sink.end();
    expect(seen).toEqual(['<p>ab</p>']);
  });
});
