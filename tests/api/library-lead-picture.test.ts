import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleImage } from '../../app/components/articles/article-image.tsx';
import { multipart } from '../support/multipart.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

/** Every picture address of some markup: `src`, and each candidate of `srcset`. */
function pictureUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\b(src|srcSet|srcset)="([^"]+)"/g))
    for (const candidate of match[2]!.split(','))
      urls.add(candidate.trim().split(/\s+/)[0]!.replaceAll('&amp;', '&'));
  return [...urls];
}

describe.each(ENGINES)('a media library picture as an article lead picture on %s', (engine) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('every address the article page and the home card ask for answers with the picture', async () => {
    const editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    const bytes = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#3a7a55' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await editor.request({
      method: 'POST',
      url: '/api/studio/media',
      ...multipart({ alt_text: 'A grey dog' }, { name: 'dog.jpg', type: 'image/jpeg', bytes }),
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json() as { url: string };

    // The framed lead picture of the article page, and the card of the home page and lists.
    const markup = [
      renderToStaticMarkup(
        createElement(ArticleImage, { src: url, alt: 'A grey dog', width: 1000, height: 560 }),
      ),
      renderToStaticMarkup(
        createElement(ArticleImage, { src: url, alt: '', width: 480, height: 320 }),
      ),
    ].join('');
    const urls = pictureUrls(markup);
    expect(urls.some((u) => u.startsWith('/img/w/'))).toBe(true);
    for (const address of urls) {
      const served = await app.server.inject({ url: address });
      expect({ address, status: served.statusCode }).toEqual({ address, status: 200 });
      expect(served.headers['content-type']).toMatch(/^image\//);
      expect((await sharp(served.rawPayload).metadata()).width).toBeGreaterThan(0);
    }
  });
});
