import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { staff } from '../../db/schema/index.ts';
import {
  createStaff,
  staffVisitor,
  STAFF_PASSWORD,
  STUDIO_COOKIE,
  totpCode,
} from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

/** A status paragraph (role="status", whatever its other attributes) that says `text`. */
const statusSaying = (text: string) =>
  new RegExp(`<p [^>]*role="status"[^>]*>${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p>`);

/**
 * The staff, profile and audit screens (decision 037) as a browser without scripts uses them:
 * each form posts to its screen's action, which applies the permission table, the password
 * again and the services of the API.
 */
describe.each(ENGINES)('staff screens on %s', (engine) => {
  let app: TestApp;
  let count = 0;
  const t = (key: string) => translate(app.services.messages, key);
  const address = () => `10.3.${count}.${(count++ % 250) + 1}`;
  const post = (v: TestVisitor, url: string, fields: Record<string, string>) =>
    v.postForm(url, fields, {}, address());
  const roleOf = async (idStaff: number) =>
    (await app.database.db.select().from(staff).where(eq(staff.idStaff, idStaff)))[0]!.role;

  beforeAll(async () => {
    app = await startTestApp(engine, { pages: true, seed: false });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('an admin changes a role with the password; an editor sees the list and is refused', async () => {
    const admin = await createStaff(app, 'admin');
    const target = await createStaff(app, 'contributor');
    const v = await staffVisitor(app, admin.idStaff);
    const list = await v.get('/studio/staff');
    expect(list.statusCode).toBe(200);
    // (The page carries the whole catalog for its scripts: rendered markup is what is checked.)
    expect(list.body).toContain('name="intent" value="invite"');
    const fields = { intent: 'role', id_staff: String(target.idStaff), role: 'editor' };
    const wrong = await post(v, '/studio/staff', { ...fields, password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(await roleOf(target.idStaff)).toBe('contributor');
    const done = await post(v, '/studio/staff', { ...fields, password: STAFF_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(await roleOf(target.idStaff)).toBe('editor');

    const editor = await staffVisitor(app, target.idStaff);
    const seen = await editor.get('/studio/staff');
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain(`<p class="studio-hint">${t('studio_staff.read_only')}</p>`);
    expect(seen.body).not.toContain('name="intent" value="invite"');
    expect(seen.body).not.toContain('studio-row-actions');
    const refused = await post(editor, '/studio/staff', {
      intent: 'remove',
      id_staff: String(admin.idStaff),
      password: STAFF_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(await roleOf(admin.idStaff)).toBe('admin');
    expect((await editor.get('/studio/audit')).statusCode).toBe(403);
  }, 60_000);

  it('one’s own profile and password without scripts; the other sessions end, this one goes on', async () => {
    const me = await createStaff(app, 'author');
    const v = await staffVisitor(app, me.idStaff);
    const elsewhere = await staffVisitor(app, me.idStaff);
    const saved = await post(v, '/studio/profile', {
      intent: 'profile',
      display_name: 'Dr Page',
      credentials: 'DVM',
      author_name: 'Pat Page',
      occupation: 'Vet',
      biography: 'Writes about cats.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toMatch(statusSaying(t('studio_staff.profile_saved')));
    expect((await app.services.studio.profile(me.idStaff))?.author?.name).toBe('Pat Page');

    const before = v.cookies.get(STUDIO_COOKIE);
    const changed = await post(v, '/studio/profile', {
      intent: 'password',
      current_password: STAFF_PASSWORD,
      new_password: 'another long passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toMatch(statusSaying(t('studio_staff.password_changed')));
    expect(v.cookies.get(STUDIO_COOKIE)).not.toBe(before);
    expect((await v.get('/api/studio/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/studio/me')).statusCode).toBe(401);
    const signIn = await (
      await newVisitor(app)
    ).post('/api/studio/sign-in', { email: me.email, password: 'another long passphrase' });
    expect(signIn.statusCode).toBe(200);
  }, 60_000);
  it('one’s own second factor without scripts: new recovery codes, a new authenticator confirmed by its code', async () => {
    const me = await createStaff(app, 'contributor');
    const v = await staffVisitor(app, me.idStaff);
    const page = await v.get('/studio/profile');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`>${t('studio_security.heading')}</h2>`);
    expect(page.body).toContain('name="intent" value="replace-authenticator"');

    const wrong = await post(v, '/studio/profile', {
      intent: 'recovery-codes',
      current_password: 'not the password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain(t('studio.reauth_failed'));
    const codes = await post(v, '/studio/profile', {
      intent: 'recovery-codes',
      current_password: STAFF_PASSWORD,
    });
    expect(codes.statusCode).toBe(200);
    expect(codes.body).toContain(t('studio_shell.codes_heading'));
    expect(codes.body.match(/<li><code>[a-z2-9]{5}-[a-z2-9]{5}<\/code><\/li>/g)).toHaveLength(10);

    const begun = await post(v, '/studio/profile', {
      intent: 'replace-authenticator',
      current_password: STAFF_PASSWORD,
    });
    expect(begun.statusCode).toBe(302);
    expect(begun.headers.location).toBe('/studio/profile/authenticator');
    const screen = await v.get('/studio/profile/authenticator');
    expect(screen.statusCode).toBe(200);
    const secret = /data-secret="([A-Z2-7]+)"/.exec(screen.body)?.[1];
    expect(secret).toBeTruthy();
    // A reload shows the same key; the old code does not confirm it.
    expect((await v.get('/studio/profile/authenticator')).body).toContain(secret);
    const old = await post(v, '/studio/profile/authenticator', {
      intent: 'confirm',
      code: totpCode(me.secret!),
    });
    expect(old.statusCode).toBe(422);
    expect(old.body).toContain(t('studio_security.code_wrong'));
    const done = await post(v, '/studio/profile/authenticator', {
      intent: 'confirm',
      code: totpCode(secret!),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body.match(/<li><code>[a-z2-9]{5}-[a-z2-9]{5}<\/code><\/li>/g)).toHaveLength(10);
    const after = await v.get('/studio/profile/authenticator');
    expect(after.body).not.toContain('data-secret');
    expect(after.body).toContain(t('studio_security.nothing_pending'));
  }, 60_000);
});
