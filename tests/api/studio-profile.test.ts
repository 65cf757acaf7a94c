import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authors, staff } from '../../db/schema/index.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { multipart } from '../support/multipart.ts';
import { createStaff, signInStaff, staffVisitor, STAFF_PASSWORD } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

/** A JPEG carrying EXIF with GPS, as a phone's picture does. */
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' },
      IFD3: { GPSLatitudeRef: 'N' },
    })
    .toBuffer();

const put = (v: TestVisitor, payload: Record<string, string>) =>
  v.request({ method: 'PUT', url: '/api/studio/profile', payload });

const profileBody = {
  display_name: 'Dr Ana Ribeiro',
  credentials: 'DVM, MSc',
  author_name: 'Ana Ribeiro',
  occupation: 'Veterinarian',
  biography: 'Ana has cared for dogs and cats for twenty years.',
};

describe.each(ENGINES)('staff profiles on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const authorOf = async (idStaff: number) =>
    (await app.database.db.select().from(authors).where(eq(authors.idStaff, idStaff)))[0];

  it('a contributor edits their name, credentials and byline; the byline is made on first save', async () => {
    const me = await createStaff(app, 'contributor');
    const v = await staffVisitor(app, me.idStaff);
    const before = await v.get('/api/studio/profile');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ email: me.email, author: null });

    const bad = await put(v, {
      ...profileBody,
      display_name: ' ',
      biography: 'x'.repeat(2001),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      display_name: [en.studio.invalid_name],
      biography: [en.studio_staff.errors.biography_too_long],
    });
    expect(await authorOf(me.idStaff)).toBeUndefined();

    const saved = await put(v, profileBody);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      display_name: 'Dr Ana Ribeiro',
      credentials: 'DVM, MSc',
      author: { name: 'Ana Ribeiro', occupation: 'Veterinarian', image_url: null },
    });
    const author = await authorOf(me.idStaff);
    expect(author).toMatchObject({ key: `staff-${me.idStaff}`, name: 'Ana Ribeiro' });
    // The next save changes the same byline; the audit entry holds only what changed.
    await put(v, { ...profileBody, occupation: 'Veterinary surgeon' });
    expect((await authorOf(me.idStaff))!.idAuthor).toBe(author!.idAuthor);
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'staff.profile.changed'),
          eq(auditLog.subjectId, String(me.idStaff)),
        ),
      );
    expect(entries).toHaveLength(2);
    expect(entries[1]!.details).toEqual({
      before: { occupation: 'Veterinarian' },
      after: { occupation: 'Veterinary surgeon' },
    });
    const [row] = await app.database.db.select().from(staff).where(eq(staff.idStaff, me.idStaff));
    expect(row).toMatchObject({ displayName: 'Dr Ana Ribeiro', credentials: 'DVM, MSc' });
    // The signed-in answer carries the new name and credentials.
    expect((await v.get('/api/studio/me')).json()).toMatchObject({
      display_name: 'Dr Ana Ribeiro',
      credentials: 'DVM, MSc',
    });
  });

  it('a byline picture is re-encoded without its metadata; a file that is not a picture is refused', async () => {
    const me = await createStaff(app, 'author');
    const v = await staffVisitor(app, me.idStaff);
    const post = (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
      v.request({ method: 'POST', url: '/api/studio/profile/picture', ...multipart(fields, file) });

    const notPicture = await post(
      {},
      { name: 'a.jpg', type: 'image/jpeg', bytes: Buffer.from('hello') },
    );
    expect(notPicture.statusCode).toBe(422);
    expect(notPicture.json().message).toBe(en.studio_staff.errors.picture_invalid);
    expect((await post({})).statusCode).toBe(422);
    expect((await v.post('/api/studio/profile/picture', {})).statusCode).toBe(400);

    const sent = await photo();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const first = await post({}, { name: 'me.jpg', type: 'image/jpeg', bytes: sent });
    expect(first.statusCode).toBe(200);
    const url: string = first.json().author.image_url;
    // Kept in the media library's store (DATA_DIR on PGlite, the database on PostgreSQL), so every
    // instance serves it; listed in the library with its use, the byline.
    expect(url).toMatch(/^\/media\/library\/[\w-]{16,}\.webp$/);
    const served = await (await newVisitor(app)).get(url);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const listed = (await v.get('/api/studio/media')).json();
    const entry = listed.items.find((item: { url: string }) => item.url === url);
    const byline = (await authorOf(me.idStaff))!;
    expect(entry.uses).toEqual([
      {
        kind: 'author',
        id: String(byline.idAuthor),
        id_article: null,
        title: byline.name,
        fields: ['byline'],
      },
    ]);
    const removal = await v.request({ method: 'DELETE', url: `/api/studio/media/${entry.id}` });
    expect(removal.statusCode).toBe(409);
    // The byline was made with the studio name; a second picture replaces the first.
    expect((await authorOf(me.idStaff))!.name).toBe(
      (await v.get('/api/studio/me')).json().display_name,
    );
    const second = await post({}, { name: 'me2.jpg', type: 'image/jpeg', bytes: await photo() });
    expect(second.json().author.image_url).not.toBe(url);
    expect((await (await newVisitor(app)).get(url)).statusCode).toBe(404);
  });

  it('changing one’s own password asks for the current one and ends the other sessions', async () => {
    const me = await createStaff(app, 'editor');
    const here = await signInStaff(app, me);
    const elsewhere = await staffVisitor(app, me.idStaff);
    const wrong = await here.post('/api/studio/profile/password', {
      current_password: 'not my password',
      new_password: 'a brand new passphrase',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(en.studio.reauth_failed);
    const short = await here.post('/api/studio/profile/password', {
      current_password: STAFF_PASSWORD,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.new_password).toEqual([en.studio.invalid_password]);
    const changed = await here.post('/api/studio/profile/password', {
      current_password: STAFF_PASSWORD,
      new_password: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect((await here.get('/api/studio/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/studio/me')).statusCode).toBe(401);
    const guest = await newVisitor(app);
    expect(
      (await guest.post('/api/studio/sign-in', { email: me.email, password: STAFF_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await guest.post('/api/studio/sign-in', {
          email: me.email,
          password: 'a brand new passphrase',
        })
      ).statusCode,
    ).toBe(200);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.password.changed'));
    expect(JSON.stringify(entry!.details)).not.toContain('passphrase');
  });
});
