import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PACK_FORMAT,
  PACK_FORMAT_VERSION,
  SCHEMA_VERSION,
} from '../../core/content-pack/pack-format.ts';
import { translate } from '../../core/site/messages.ts';
import { audit } from '../../core/shared/audit.ts';
import { auditLog, authors, newsletterSubscribers, staticPages } from '../../db/schema/index.ts';
import { multipart } from '../support/multipart.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

// Bad input never reaches a 500 (docs/security.md, "malformed input"; docs/decisions/068): a
// JSON body nested past the limit, a lone UTF-16 surrogate (no PostgreSQL text or jsonb can hold
// one), and the same row made by several requests at once.

/** `{"<field>": [[[…]]]}`, 20,000 deep: about 40 KB, far under the body limit. */
const deep = (field: string) => `{"${field}":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
const LONE = '\ud800';

describe.each(ENGINES)('bad input limits on %s', (engine) => {
  let app: TestApp;
  let admin: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);
  const audits = async () => (await app.database.db.select({ n: count() }).from(auditLog))[0]!.n;

  beforeAll(async () => {
    app = await startTestApp(engine, { env: { RATE_LIMIT_SCALE: '1000' } });
    admin = await staffVisitor(app, (await createStaff(app, 'admin')).idStaff);
  });
  afterAll(async () => {
    await app?.close();
  });

  const sendJson = (v: TestVisitor, method: 'POST' | 'PUT' | 'PATCH', url: string, body: string) =>
    v.request({ method, url, payload: body, headers: { 'content-type': 'application/json' } });

  function expectTooDeep(response: { statusCode: number; body: string; json(): unknown }) {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json()).toEqual({ message: t('api_errors.too_deep') });
  }

  it('refuses a deeply nested JSON body with a 400, as a guest and in the studio', async () => {
    const guest = await newVisitor(app);
    expectTooDeep(await sendJson(guest, 'POST', '/api/auth/validate/email', deep('email')));
    expectTooDeep(await sendJson(guest, 'POST', '/api/auth/login', deep('password')));
    const before = await audits();
    expectTooDeep(await sendJson(admin, 'PUT', '/api/studio/profile', deep('biography')));
    expectTooDeep(await sendJson(admin, 'POST', '/api/studio/newsletter', deep('subject')));
    // A content pack is JSON too, and its checks walk it: a family's translations (jsonb).
    const pack = JSON.stringify({
      format: PACK_FORMAT,
      format_version: PACK_FORMAT_VERSION,
      schema_version: SCHEMA_VERSION,
      exported_at: new Date().toISOString(),
      tables: { families: [{ key: 'deep', translations: 'DEEP' }] },
    }).replace('"DEEP"', `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    // The import route reads its body as bytes and parses it in a worker (decision 069), which
    // refuses the nesting with the pack's own 422.
    for (const url of ['/api/studio/content/import', '/api/studio/content/import?dry_run=true']) {
      const refused = await sendJson(admin, 'POST', url, pack);
      expect(refused.statusCode, refused.body.slice(0, 300)).toBe(422);
      expect(refused.json()).toMatchObject({ message: t('studio_content.too_deep') });
    }
    expect(await audits()).toBe(before);
    // Nesting a real body needs stays accepted.
    const fine = await sendJson(
      guest,
      'POST',
      '/api/auth/validate/email',
      JSON.stringify({ email: 'deep@example.com' }),
    );
    expect(fine.statusCode).toBeLessThan(500);
    expect(fine.statusCode).not.toBe(400);
  });

  it('refuses a body over the size limit with a 413 in the site language', async () => {
    const guest = await newVisitor(app);
    const response = await sendJson(
      guest,
      'POST',
      '/api/auth/validate/email',
      JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: t('api_errors.too_large') });
  });

  /** A 400 naming the field, as for a NUL character, and nothing written. */
  function expectBadCharacter(response: { statusCode: number; body: string; json(): unknown }) {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    return expect(response.json()).toEqual({
      message: t('api_errors.invalid_fields'),
      errors: expect.any(Object),
    });
  }

  it('refuses a lone surrogate in the studio with the invalid-character answer', async () => {
    const before = await audits();
    const edition = await admin.post('/api/studio/newsletter', { subject: LONE });
    expectBadCharacter(edition);
    expect(edition.json()).toEqual({
      message: t('api_errors.invalid_fields'),
      errors: { subject: [t('api_errors.invalid_character')] },
    });
    const profile = await admin.request({
      method: 'PUT',
      url: '/api/studio/profile',
      payload: {
        display_name: `Ana ${LONE}`,
        credentials: '',
        author_name: 'Ana',
        occupation: 'x\udfffy',
        biography: '',
      },
    });
    expectBadCharacter(profile);
    expect(Object.keys((profile.json() as { errors: object }).errors)).toEqual(['display_name']);

    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const uploaded = await admin.request({
      method: 'POST',
      url: '/api/studio/media',
      ...multipart({ alt_text: 'A red square' }, { name: 'a.png', type: 'image/png', bytes: png }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json() as { id: number };
    const withUpload = await audits();
    expect(withUpload).toBe(before + 1);
    const alt = await admin.request({
      method: 'PATCH',
      url: `/api/studio/media/${id}`,
      payload: { alt_text: `A red ${LONE} square` },
    });
    expectBadCharacter(alt);
    expect(alt.json()).toEqual({
      message: t('api_errors.invalid_fields'),
      errors: { alt_text: [t('api_errors.invalid_character')] },
    });
    // A lone surrogate in a key; in a URL it cannot arrive (percent-escapes are UTF-8: the
    // bytes of one decode to nothing of the kind).
    expectBadCharacter(await admin.post('/api/studio/newsletter', { [`s${LONE}`]: 'x' }));
    expect((await admin.get('/api/studio/media?q=a%ED%A0%80')).statusCode).toBe(200);
    expect(await audits()).toBe(withUpload);
  });

  it('writes an audit entry whatever its texts hold', async () => {
    await audit(app.database.db, {
      actor: null,
      action: `test.odd${LONE}`,
      subjectType: 'test\u0000',
      subjectId: `x${LONE}`,
      details: { [`k${LONE}`]: [`a\u0000b`, { deeper: `\udc00z` }], when: new Date(0) },
    });
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'test.odd\ufffd'));
    expect(entry).toMatchObject({
      subjectType: 'test',
      subjectId: 'x\ufffd',
      details: { 'k\ufffd': ['ab', { deeper: '\ufffdz' }], when: new Date(0).toISOString() },
    });
  });

  it('makes the byline once when four first saves of a profile arrive together', async () => {
    const author = await createStaff(app, 'author');
    const visitors = await Promise.all([0, 1, 2, 3].map(() => staffVisitor(app, author.idStaff)));
    const answers = await Promise.all(
      visitors.map((v, i) =>
        v.request({
          method: 'PUT',
          url: '/api/studio/profile',
          payload: {
            display_name: `Ana ${i}`,
            credentials: '',
            author_name: `Ana Author ${i}`,
            occupation: 'Vet',
            biography: '',
          },
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await app.database.db
      .select()
      .from(authors)
      .where(eq(authors.idStaff, author.idStaff));
    expect(rows).toHaveLength(1);
  });

  it('makes the byline once when first profile saves and first articles arrive together, every time', async () => {
    // A new article makes its writer's byline too (core/studio/byline.ts): the profile's first
    // save must not then collide with it on the byline's unique keys.
    for (let round = 0; round < 5; round++) {
      const writer = await createStaff(app, 'author');
      const visitors = await Promise.all(
        [0, 1, 2, 3, 4, 5].map(() => staffVisitor(app, writer.idStaff)),
      );
      const answers = await Promise.all(
        visitors.map((v, i) =>
          i % 2
            ? v.request({
                method: 'POST',
                url: '/api/studio/articles',
                payload: { title: `Race ${round}.${i}` },
              })
            : v.request({
                method: 'PUT',
                url: '/api/studio/profile',
                payload: {
                  display_name: `Rui ${i}`,
                  credentials: '',
                  author_name: `Rui Author ${i}`,
                  occupation: 'Vet',
                  biography: '',
                },
              }),
        ),
      );
      for (const [i, answer] of answers.entries())
        expect(answer.statusCode, answer.body).toBe(i % 2 ? 201 : 200);
      const rows = await app.database.db
        .select()
        .from(authors)
        .where(eq(authors.idStaff, writer.idStaff));
      expect(rows).toHaveLength(1);
      // The byline is the profile's, whichever came first.
      expect(rows[0]!.name).toMatch(/^Rui Author \d$/);
    }
  });

  it('adds a static page text once when six first saves arrive together, every time', async () => {
    const where = and(eq(staticPages.key, 'faq'), eq(staticPages.locale, 'pt'));
    const editors = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async () =>
        staffVisitor(app, (await createStaff(app, 'editor')).idStaff),
      ),
    );
    // Several rounds: on PostgreSQL the saves once deadlocked (a 500) in about 4 of 10 answers.
    for (let round = 0; round < 5; round++) {
      await app.database.db.delete(staticPages).where(where);
      const answers = await Promise.all(
        editors.map((v, i) =>
          v.request({
            method: 'PUT',
            url: '/api/studio/pages/faq/pt',
            payload: { title: `Perguntas ${i}`, body: `Texto ${i}` },
          }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const rows = await app.database.db.select().from(staticPages).where(where);
      expect(rows).toHaveLength(1);
    }
  });

  it('answers 409, never 500, to the loser of a race no upsert settles: one address imported twice', async () => {
    const email = `race${Date.now().toString(36)}@example.com`;
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() =>
        admin.post('/api/studio/subscribers/import', { csv: `email,consent\n${email},yes\n` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses, answers.map((a) => a.body).join('\n')).toContain(200);
    for (const answer of answers)
      if (answer.statusCode !== 200) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toEqual({ message: t('api_errors.conflict') });
      }
    const rows = await app.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
  });
});
