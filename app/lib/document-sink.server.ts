/**
 * What React's `renderToPipeableStream(…).pipe()` writes into, for a document sent whole
 * (decision 062): it keeps React's bytes and hands over the text once React ends it. React needs
 * only `write`, `end` and the `drain`, `error` and `close` events of a Node writable; a buffer
 * never applies back-pressure, so `write` always accepts and no event ever fires. Passing the
 * bytes through Node streams instead cost more than React's own render of the page.
 */
interface DocumentSink {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  on(event: string, listener: (...args: unknown[]) => void): DocumentSink;
}

/** Typed as what `pipe()` accepts, of which React uses the part above. */
export function documentSink(done: (html: string) => void): NodeJS.WritableStream {
  const chunks: Uint8Array[] = [];
  let ended = false;
  const sink: DocumentSink = {
    write(chunk) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      return true;
    },
    end() {
      if (ended) return;
      ended = true;
      done(Buffer.concat(chunks).toString('utf8'));
    },
    on: () => sink,
  };
  return sink as unknown as NodeJS.WritableStream;
}
