import { statSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { LOGIN_GUARD } from '../../server/plugins/login-guard.ts';
import { announceSetupLink, SETUP_LINK_FILE } from '../../server/setup-link.ts';
import {
  createStaff,
  forgetLastCode,
  STAFF_PASSWORD,
  STUDIO_COOKIE,
  staffVisitor,
  totpCode,
} from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

/**
 * The studio's pages (decision 034): a screen without a verified staff session leads to the
 * sign-in page, a role without the screen's permission gets a 403 page, and the sign-in steps,
 * setup and enrolment work as forms posted without scripts, with the API's services and session.
 */
describe.each(ENGINES)('studio pages on %s', (engine) => {
  let app: TestApp;
  let count = 0;
  const t = (key: string) => translate(app.services.messages, key);
  /** Each test its own address, so the per-address limits of one do not reach the next. */
  const address = () => `10.2.${count}.${(count++ % 250) + 1}`;
  const post = (v: TestVisitor, url: string, fields: Record<string, string>, from = address()) =>
    v.postForm(url, fields, {}, from);

  beforeAll(async () => {
    app = await startTestApp(engine, { pages: true });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('create the owner from the setup link, enrol, and show the ten recovery codes once', async () => {
    // First: no staff exists yet.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pawpedia-setup-'));
    const link = await announceSetupLink(app.services, () => {}, dataDir);
    // The link is also in DATA_DIR, readable by this user only.
    const file = path.join(dataDir, SETUP_LINK_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(link);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const token = new URL(link!).hash.replace('#token=', '');

    const v = await newVisitor(app);
    const from = address();
    const owner = { email: 'owner@example.com', name: 'The Owner', password: STAFF_PASSWORD };
    const weak = await post(v, '/studio/setup', { ...owner, password: 'short', token }, from);
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain(t('studio.invalid_password'));
    // The token comes back in the form: a form posted without scripts can be sent again.
    expect(weak.body).toContain(`value="${token}"`);
    const created = await post(v, '/studio/setup', { ...owner, token }, from);
    expect(created.statusCode).toBe(302);
    expect(created.headers.location).toBe('/studio/enrol');
    const again = await post(await newVisitor(app), '/studio/setup', { ...owner, token }, from);
    expect(again.statusCode).toBe(410);

    const enrol = await v.get('/studio/enrol');
    expect(enrol.statusCode).toBe(200);
    const secret = /data-secret="([A-Z2-7]+)"/.exec(enrol.body)?.[1];
    expect(secret).toBeDefined();
    expect(enrol.body).toContain('<svg');
    const done = await post(
      v,
      '/studio/enrol',
      { intent: 'confirm', code: totpCode(secret!) },
      from,
    );
    expect(done.statusCode).toBe(200);
    expect(done.body.match(/<li><code>[^<]+<\/code><\/li>/g)).toHaveLength(10);
    expect((await v.get('/studio')).statusCode).toBe(200);
    expect((await v.get('/api/studio/me')).json()).toMatchObject({ role: 'owner' });
    // Once staff exist, the file goes.
    expect(await announceSetupLink(app.services, () => {}, dataDir)).toBeNull();
    expect(existsSync(file)).toBe(false);
  }, 60_000);

  it('send a visitor without a staff session to sign in, and back after it; never stored or indexed', async () => {
    const v = await newVisitor(app);
    const home = await v.get('/studio');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/studio/sign-in');
    const staff = await v.get('/studio/staff?page=2');
    expect(staff.headers.location).toBe('/studio/sign-in?redirect=%2Fstudio%2Fstaff%3Fpage%3D2');
    const signIn = await v.get('/studio/sign-in');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    expect(signIn.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The studio's chrome, not the public site's.
    expect(signIn.body).toContain('class="studio-bar"');
    expect(signIn.body).not.toContain('<footer');
    // A pending sign-in (password only) is not a staff session either.
    const member = await createStaff(app, 'admin');
    const pending = await newVisitor(app);
    await post(pending, '/studio/sign-in', {
      intent: 'password',
      email: member.email,
      password: member.password,
    });
    expect((await pending.get('/studio')).headers.location).toBe('/studio/sign-in');
  }, 60_000);

  it('sign in without scripts: the password, a wrong code, the right code; the API knows the session', async () => {
    const member = await createStaff(app, 'editor');
    const v = await newVisitor(app);
    const from = address();
    const wrongPassword = await post(
      v,
      '/studio/sign-in',
      { intent: 'password', email: member.email, password: 'not the password' },
      from,
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.body).toContain(t('studio.sign_in_failed'));
    expect(wrongPassword.body).toContain(`value="${member.email}"`);
    expect(wrongPassword.body).not.toContain('not the password');

    const first = await post(
      v,
      '/studio/sign-in?redirect=%2Fstudio%2Fstaff',
      { intent: 'password', email: member.email, password: STAFF_PASSWORD },
      from,
    );
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/studio/sign-in?redirect=%2Fstudio%2Fstaff');
    expect(v.cookies.get(STUDIO_COOKIE)).toBeDefined();
    const step = await v.get('/studio/sign-in?redirect=%2Fstudio%2Fstaff');
    expect(step.body).toContain(t('studio_shell.code_heading'));

    const wrong = await post(v, '/studio/sign-in', { intent: 'code', code: '000000' }, from);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(t('studio.code_wrong'));
    expect(wrong.body).toMatch(/aria-invalid="true"/);

    const right = await post(
      v,
      '/studio/sign-in?redirect=%2Fstudio%2Fstaff',
      { intent: 'code', code: totpCode(member.secret!) },
      from,
    );
    expect(right.statusCode).toBe(302);
    expect(right.headers.location).toBe('/studio/staff');
    const me = await v.get('/api/studio/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: member.email, role: 'editor' });
    // Signed in: the sign-in page goes on; sign-out ends the session for the API too.
    expect((await v.get('/studio/sign-in')).headers.location).toBe('/studio');
    const out = await post(v, '/studio/sign-out', {}, from);
    expect(out.headers.location).toBe('/studio/sign-in?signed_out=1');
    expect((await v.get('/api/studio/me')).statusCode).toBe(401);
  }, 60_000);

  it("count wrong passwords with the API's guard: failures on either door add up to 429", async () => {
    const member = await createStaff(app, 'author');
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_GUARD.freeFailures; i++) {
      const wrong = { email: member.email, password: 'wrong password!' };
      const answer =
        i % 2 === 0
          ? await post(
              await newVisitor(app),
              '/studio/sign-in',
              { intent: 'password', ...wrong },
              from,
            )
          : await (
              await newVisitor(app)
            ).request({
              method: 'POST',
              url: '/api/studio/sign-in',
              payload: wrong,
              remoteAddress: from,
            });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual(Array(LOGIN_GUARD.freeFailures).fill(401));
    const page = await post(
      await newVisitor(app),
      '/studio/sign-in',
      { intent: 'password', email: member.email, password: member.password },
      from,
    );
    expect(page.statusCode).toBe(429);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.body).toContain(t('account.too_many_requests'));
  }, 60_000);

  it('follow only a studio path after signing in', async () => {
    const member = await createStaff(app, 'author');
    await forgetLastCode(app, member.idStaff);
    for (const target of ['//evil.example/studio', '/account', 'https://evil.example/studio']) {
      const v = await newVisitor(app);
      const query = `?redirect=${encodeURIComponent(target)}`;
      await post(v, `/studio/sign-in${query}`, {
        intent: 'password',
        email: member.email,
        password: member.password,
      });
      await forgetLastCode(app, member.idStaff);
      const done = await post(v, `/studio/sign-in${query}`, {
        intent: 'code',
        code: totpCode(member.secret!),
      });
      expect(done.headers.location, target).toBe('/studio');
    }
  }, 60_000);

  it('hand out the CSRF cookie with the token a studio page carries, so its first JSON call works', async () => {
    // A browser that signed in through the pages has never called the API: no CSRF cookie yet.
    const v = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    v.cookies.delete('pawpedia_csrf');
    v.csrfToken = '';
    const page = await v.request({ method: 'GET', url: '/studio', ajax: false });
    expect(page.statusCode).toBe(200);
    expect(v.cookies.get('pawpedia_csrf')).toBeTruthy();
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1];
    expect(token).toBeTruthy();
    v.csrfToken = token!;
    const call = await v.post('/api/studio/notices', { text: '' });
    // Past the CSRF check (403 otherwise): the empty message is refused by validation.
    expect(call.statusCode).toBe(422);
  });

  it('show a role without the permission a 403 page in the studio chrome, and what it may open', async () => {
    const contributor = await createStaff(app, 'contributor');
    const v = await staffVisitor(app, contributor.idStaff);
    const home = await v.get('/studio');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('href="/studio/articles"');
    expect(home.body).not.toContain('href="/studio/staff"');
    const staff = await v.get('/studio/staff');
    expect(staff.statusCode).toBe(403);
    expect(staff.body).toContain(t('studio_shell.forbidden_heading'));
    expect(staff.body).toContain('class="studio-bar"');
    const editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    expect((await editor.get('/studio/staff')).statusCode).toBe(200);
    expect((await editor.get('/studio/audit')).statusCode).toBe(403);
    // An unknown studio address: a 404 in the studio's chrome, after signing in.
    const unknown = await editor.get('/studio/no-such-screen');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(t('studio_shell.not_found_heading'));
    expect(unknown.body).toContain('class="studio-bar"');
    expect((await (await newVisitor(app)).get('/studio/no-such-screen')).statusCode).toBe(302);
  }, 60_000);

  it("page the articles and the breeds with the studio's one pager", async () => {
    const editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    for (const list of ['/studio/articles', '/studio/breeds']) {
      const first = await editor.get(list);
      expect(first.statusCode).toBe(200);
      const pager = first.body.match(/<nav class="studio-pager"[^>]*>(.*?)<\/nav>/s);
      expect(pager, `${list}: the demo fills more than one page`).not.toBeNull();
      const [nav = '', inside = ''] = pager ?? [];
      expect(nav).toContain(`aria-label="${t('studio_editor.list.pages')}"`);
      expect(inside).toContain('aria-current="page"');
      // The first page: a next link and no previous one; the next one links back.
      expect(inside).not.toContain('rel="prev"');
      const link = inside.match(/<a [^>]*rel="next"[^>]*>/)?.[0] ?? '';
      const next = link.match(/href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
      expect(next).toMatch(new RegExp(`^${list}\\?(.*&)?page=2`));
      const second = await editor.get(next!);
      expect(second.statusCode).toBe(200);
      expect(second.body).toMatch(/<nav class="studio-pager"[^>]*>.*rel="prev".*<\/nav>/s);
    }
  }, 60_000);
});
