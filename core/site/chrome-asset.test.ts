import { describe, expect, it } from 'vitest';
import { createChromeFiles } from './chrome-asset.ts';
import type { ChromeInfo } from './get-website-info.ts';

const info = (title: string): ChromeInfo =>
  ({
    website: { title: `${title} </script>\u2028"quoted"` },
    families: [],
    categories: [],
  }) as unknown as ChromeInfo;

const exported = (body: string) =>
  JSON.parse(JSON.parse(/^export default JSON\.parse\((".*")\);\n$/s.exec(body)![1]!) as string);

describe('createChromeFiles', () => {
  it('makes one file per content, whose module exports the data exactly', () => {
    const files = createChromeFiles(
      () => 'pt_BR',
      async () => info('now'),
    );
    const a = files.fileOf(info('A'));
    expect(a.path).toMatch(/^\/chrome\/pt_BR\.[0-9a-f]{16}\.js$/);
    expect(exported(a.body)).toEqual(info('A'));
    // The same content (another object) is the same file; other content another address.
    expect(files.fileOf(info('A'))).toBe(a);
    expect(files.fileOf(info('B')).path).not.toBe(a.path);
  });

  it('finds a recent file, or the current one, and nothing else', async () => {
    let now = info('one');
    const files = createChromeFiles(
      () => 'en',
      async () => now,
    );
    const recent = files.fileOf(info('recent'));
    expect(await files.find(recent.path)).toBe(recent);
    // Another instance named the file of the current data: made on demand.
    const other = createChromeFiles(
      () => 'en',
      async () => now,
    ).fileOf(now);
    expect((await files.find(other.path))?.body).toBe(other.body);
    now = info('two');
    expect(await files.find('/chrome/en.0000000000000000.js')).toBeUndefined();
    expect(await files.find('/texts/en.public.0000000000000000.js')).toBeUndefined();
  });

  it('keeps the 16 most recent files', async () => {
    const files = createChromeFiles(
      () => 'en',
      async () => info('current'),
    );
    const first = files.fileOf(info('0'));
    for (let i = 1; i <= 16; i++) files.fileOf(info(String(i)));
    expect(await files.find(first.path)).toBeUndefined();
    expect(await files.find(files.fileOf(info('16')).path)).toBeDefined();
  });
});
