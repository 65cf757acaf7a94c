import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../core/content-pack/pack-engine.ts';
import { PACK_FORMAT_VERSION, SCHEMA_VERSION } from '../../core/content-pack/pack-format.ts';
import { staticPages } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';

// A content pack obeys every rule the API and the studio obey (docs/decisions/069): a hostile
// pack, case by case, is refused with the table, row and field named in the site's language and
// imports nothing, or is made harmless; a pack larger than CONTENT_PACK_MAX_MB is a 413.

const packOf = (tables: Record<string, unknown[]>, pictures: Record<string, string> = {}) => ({
  format: 'pawpedia-content-pack',
  format_version: PACK_FORMAT_VERSION,
  schema_version: SCHEMA_VERSION,
  exported_at: '2026-11-01T00:00:00.000Z',
  tables,
  pictures,
});
const notice = (fields: Record<string, unknown>) => ({
  id_notice: 1,
  text: 'Free shipping this week',
  link_url: null,
  link_label: null,
  starts_at: null,
  ends_at: null,
  position: 0,
  ...fields,
});
const family = (fields: Record<string, unknown>) => ({
  id_family: 50,
  name: 'Otters',
  slug: 'otters',
  ...fields,
});
const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
const pixels = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#c04020' } });

describe.each(ENGINES)('hostile content packs on %s', (engine) => {
  let app: TestApp;
  let portuguese: TestApp;
  let admin: TestVisitor;
  let png: Buffer;
  let jpeg: Buffer;

  const send = (visitor: TestVisitor, pack: unknown) =>
    visitor.request({
      method: 'POST',
      url: '/api/studio/content/import',
      payload: JSON.stringify(pack),
      headers: { 'content-type': 'application/json' },
    });
  /** Refused with 422 and nothing imported; the problems as the studio and the CLI say them. */
  const refused = async (pack: unknown) => {
    const before = await countRows(app.database.db);
    const answer = await send(admin, pack);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(await countRows(app.database.db)).toEqual(before);
    return (answer.json() as { errors: { pack: string[] } }).errors.pack.join('\n');
  };

  beforeAll(async () => {
    [app, portuguese] = await Promise.all([
      startTestApp(engine, { seed: false, env: { CONTENT_PACK_MAX_MB: '1' } }),
      startTestApp(engine, { seed: false, env: { SITE_LOCALE: 'pt' } }),
    ]);
    admin = await staffVisitor(app, (await createStaff(app, 'admin')).idStaff);
    png = await pixels().png().toBuffer();
    jpeg = await pixels().jpeg().toBuffer();
  }, 120_000);
  afterAll(async () => {
    await Promise.all([app?.close(), portuguese?.close()]);
  });

  it('refuses a notice linking to javascript:, naming table, row and field, in the site language', async () => {
    const pack = packOf({
      notices: [notice({ link_url: 'javascript:alert(97)', link_label: 'Go' })],
    });
    const problems = await refused(pack);
    // The studio's own message for the field.
    expect(problems).toContain(
      'notices Free shipping this week link_url: Enter a page of this site (starting with /)',
    );
    const pt = await staffVisitor(portuguese, (await createStaff(portuguese, 'admin')).idStaff);
    const answer = await send(pt, pack);
    expect(answer.statusCode).toBe(422);
    const body = answer.json() as { message: string; errors: { pack: string[] } };
    expect(body.message).toBe('Este pacote não pode ser importado; nada foi alterado.');
    expect(body.errors.pack[0]).toMatch(/^notices Free shipping this week link_url: \S/);
    expect(body.errors.pack[0]).not.toContain('Enter a page');
  });

  it('refuses a bad colour, an overlong text, a product link to javascript: and a NUL, all at once', async () => {
    const problems = await refused(
      packOf({
        families: [family({ menu_colour: 'red;background:url(//evil.example)' })],
        quotes: [{ id_quote: 1, content: 'x'.repeat(5000), author: 'Someone' }],
        products: [{ id_product: 9, name: 'Ball', link: 'javascript:alert(1)', family: 'otters' }],
        tips: [{ id_tip: 1, content: 'Brush\u0000 daily' }],
      }),
    );
    expect(problems).toContain('families otters menu_colour: Enter a colour as #rrggbb.');
    expect(problems).toMatch(/quotes x{59}… content: This is too long\./);
    expect(problems).toContain('products 9 link: Write a path in the shop');
    expect(problems).toContain('tips Brush\u0000 daily content: This field contains a character');
  });

  it('imports nothing of a pack with one bad row among good ones', async () => {
    await refused(
      packOf({
        quotes: [{ id_quote: 1, content: 'A good quote', author: 'Someone' }],
        notices: [notice({ starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' })],
      }),
    );
  });

  it('refuses an SVG, bytes that are no picture, and a PNG that is a JPEG; writes no file', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const problems = await refused(
      packOf(
        { quotes: [{ id_quote: 1, content: 'A good quote', author: 'Someone' }] },
        {
          '/media/evil.svg': base64(svg),
          '/media/garbage.webp': base64('<html><script>alert(2)</script></html>'),
          '/media/claims.png': base64(jpeg),
        },
      ),
    );
    expect(problems).toContain('/media/evil.svg: SVG pictures are not imported');
    expect(problems).toContain('/media/garbage.webp: this file is not a picture');
    expect(problems).toContain('/media/claims.png: this file is not the kind of picture');
    for (const file of ['evil.svg', 'garbage.webp', 'claims.png'])
      expect(existsSync(path.join(app.config.dataDir, 'media', file))).toBe(false);
    expect((await app.server.inject({ url: '/media/evil.svg' })).statusCode).toBe(404);
  });

  it('makes a picture and an HTML field harmless: encoded again, sanitised', async () => {
    const tail = '<script>alert(3)</script>';
    const answer = await send(
      admin,
      packOf(
        {
          static_pages: [
            {
              key: 'about',
              locale: 'en',
              title: 'About',
              body: '',
              html: '<p>Hello</p><img src="x" onerror="alert(4)"><script>alert(5)</script>',
            },
          ],
        },
        { '/media/fine.png': base64(Buffer.concat([png, Buffer.from(tail)])) },
      ),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const written = readFileSync(path.join(app.config.dataDir, 'media', 'fine.png'));
    expect((await sharp(written).metadata()).format).toBe('png');
    expect(written.toString('latin1')).not.toContain(tail);
    const [page] = await app.database.db.select().from(staticPages);
    expect(page!.html).toContain('<p>Hello</p>');
    expect(page!.html).not.toMatch(/onerror|<script/);
  });

  it('refuses a pack larger than CONTENT_PACK_MAX_MB with 413 and the limit, before reading it', async () => {
    const before = await countRows(app.database.db);
    const big = packOf({}, { '/media/big.png': 'A'.repeat(1024 * 1024 + 16) });
    const answer = await send(admin, big);
    expect(answer.statusCode).toBe(413);
    expect((answer.json() as { message: string }).message).toContain('(1 MB at most)');
    expect(await countRows(app.database.db)).toEqual(before);
    // The studio's screen and the command line say the same.
    const checked = await app.services.contentPacks.importChecked(
      Buffer.from(JSON.stringify(big)),
      { dryRun: true, actor: null },
    );
    expect(checked).toMatchObject({ ok: false, status: 413 });
  });
});
