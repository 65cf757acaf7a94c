import { describe, expect, it } from 'vitest';
import type { HomeContent } from './home-content.ts';
import { createHomeFiles } from './home-file.ts';
import { homeViewData } from './home-view-data.ts';

const article = (id: number, title: string) => ({
  id_article: id,
  slug: `article-${id}`,
  title,
  excerpt: `About ${title}`,
  image_url: `/media/articles/${id}.webp`,
  mobile_image_url: null,
  author: { name: 'Ana' },
  categories: [{ id_category: 1, name: 'Health' }],
  // What the home does not draw: not in the file.
  content_html: '<p>the whole text</p>',
});

const content = (title: string): HomeContent =>
  ({
    featured: [article(1, `${title} </script>\u2028"quoted"`)],
    home: [article(2, 'Second'), article(3, 'Third')],
    banners: [],
    inContext: null,
    encyclopedia: [2, 1],
  }) as unknown as HomeContent;

const exported = (body: string) =>
  JSON.parse(JSON.parse(/^export default JSON\.parse\((".*")\);\n$/s.exec(body)![1]!) as string);

describe('createHomeFiles', () => {
  it('makes one file per content, whose module exports what the home draws of it', () => {
    const files = createHomeFiles(
      () => 'pt',
      async () => content('now'),
    );
    const a = files.fileOf(content('A'));
    expect(a.path).toMatch(/^\/home-content\/pt\.[0-9a-f]{16}\.js$/);
    expect(exported(a.body)).toEqual(JSON.parse(JSON.stringify(homeViewData(content('A')))));
    expect(a.body).toContain('</script>');
    expect(a.body).not.toContain('content_html');
    // The same content (another object) is the same file; other content another address.
    expect(files.fileOf(content('A'))).toBe(a);
    expect(files.fileOf(content('B')).path).not.toBe(a.path);
  });

  it('finds a recent file, or the current one, and nothing else', async () => {
    let now = content('one');
    const files = createHomeFiles(
      () => 'en',
      async () => now,
    );
    const recent = files.fileOf(content('recent'));
    expect(await files.find(recent.path)).toBe(recent);
    // Another instance named the file of the saved curation: made on demand.
    const other = createHomeFiles(
      () => 'en',
      async () => now,
    ).fileOf(now);
    expect((await files.find(other.path))?.body).toBe(other.body);
    now = content('two');
    expect(await files.find('/home-content/en.0000000000000000.js')).toBeUndefined();
    expect(await files.find(other.path.replace('/home-content/', '/chrome/'))).toBeUndefined();
  });

  it('keeps the 16 most recent files', async () => {
    const files = createHomeFiles(
      () => 'en',
      async () => content('current'),
    );
    const first = files.fileOf(content('0'));
    for (let i = 1; i <= 16; i++) files.fileOf(content(String(i)));
    expect(await files.find(first.path)).toBeUndefined();
    expect(await files.find(files.fileOf(content('16')).path)).toBeDefined();
  });

  it('finds the file of a content object again while kept, and makes it again once not', async () => {
    const files = createHomeFiles(
      () => 'en',
      async () => content('current'),
    );
    const saved = content('saved');
    const first = files.fileOf(saved);
    for (let i = 0; i < 15; i++) files.fileOf(content(String(i)));
    // The same object again: used just now, so the next new file pushes another one out.
    expect(files.fileOf(saved)).toBe(first);
    files.fileOf(content('15'));
    expect(await files.find(first.path)).toBe(first);
    for (let i = 16; i < 32; i++) files.fileOf(content(String(i)));
    expect(await files.find(first.path)).toBeUndefined();
    const again = files.fileOf(saved);
    expect(again.path).toBe(first.path);
    expect(await files.find(first.path)).toBe(again);
  });
});
