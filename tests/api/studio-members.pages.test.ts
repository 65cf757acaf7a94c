import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { families, pageViews, userPets, users } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, signedInMember, type TestVisitor } from '../support/visitor.ts';

/**
 * The text of a catalog entry as the page writes it (HTML-escaped), looked for inside its element
 * (the catalog itself is a file beside the page, decision 052).
 */
const html = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;')
    .replaceAll('"', '&quot;');

/**
 * The members screens and the dashboard (decision 048) as a browser without scripts
 * uses them: the filter is a GET form; disable, reset and erase are posts to the member screen's
 * action; the dashboard's charts come with their numbers as tables. An editor is refused the
 * members and sees the dashboard without the admins' figures.
 */
describe.each(ENGINES)('members screens and dashboard on %s', (engine) => {
  let app: TestApp;
  let admin: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);
  let member: { v: TestVisitor; id: number; email: string; username: string };

  beforeAll(async () => {
    app = await startTestApp(engine, {
      pages: true,
      seed: false,
      env: { RATE_LIMIT_SCALE: '100' },
    });
    admin = await staffVisitor(app, (await createStaff(app, 'admin')).idStaff);
    await app.database.db
      .insert(families)
      .values({ idFamily: 1, name: 'Dogs', slug: 'dogs' })
      .onConflictDoNothing();
    const v = await signedInMember(app);
    const me = (await v.post('/api/auth/me')).json() as {
      id_user: number;
      email: string;
      username: string;
    };
    await app.database.db
      .insert(userPets)
      .values({ idUser: me.id_user, name: 'Biscuit', idFamily: 1 });
    member = { v, id: me.id_user, ...me };
    await app.database.db
      .insert(pageViews)
      .values({ day: new Date().toISOString().slice(0, 10), path: '/', views: 3 });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('finds a member, shows the profile and pets, disables, sends a reset and erases', async () => {
    const list = await admin.get(`/studio/members?search=${member.username}`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="/studio/members/${member.id}"`);
    expect(list.body).toContain(`>${t('studio_members.count').replace('{{count}}', '1')}</p>`);

    const profile = await admin.get(`/studio/members/${member.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('<strong>Biscuit</strong>');
    expect(profile.body).toContain(member.email);
    const [row] = await app.database.db.select().from(users).where(eq(users.idUser, member.id));
    expect(profile.body).not.toContain(row!.passwordHash);
    expect(profile.body).toContain(`href="/api/studio/members/${member.id}/export"`);

    const disabled = await admin.postForm(`/studio/members/${member.id}`, { intent: 'disable' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.body).toContain(`>${html(t('studio_members.disabled_done'))}</p>`);
    expect((await member.v.post('/api/auth/me')).statusCode).toBe(401);
    // The sign-in page says why, after the right password.
    const guest = await newVisitor(app);
    await guest.get('/login');
    const login = await guest.postForm('/login', { email: member.email, password: 'secret12' });
    expect(login.statusCode).toBe(403);
    expect(login.body).toContain(`>${html(t('account.login_disabled'))}</`);
    const listed = await admin.get('/studio/members?state=disabled');
    expect(listed.body).toContain(`>${member.username}</a>`);

    const reset = await admin.postForm(`/studio/members/${member.id}`, { intent: 'reset' });
    expect(reset.body).toContain(`>${html(t('studio_members.reset_sent'))}</p>`);

    const mismatch = await admin.postForm(`/studio/members/${member.id}`, {
      intent: 'erase',
      confirmation: 'nobody@example.com',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body).toContain(`>${html(t('studio_members.erase_mismatch'))}</p>`);
    const erased = await admin.postForm(`/studio/members/${member.id}`, {
      intent: 'erase',
      confirmation: member.email,
    });
    expect(erased.statusCode).toBe(302);
    expect(erased.headers.location).toBe('/studio/members?erased=1');
    expect((await admin.get(`/studio/members/${member.id}`)).statusCode).toBe(404);
    expect((await admin.get('/studio/members/abc')).statusCode).toBe(404);
  });

  it('shows the dashboard with each chart and its numbers as a table', async () => {
    const page = await admin.get('/studio');
    expect(page.statusCode).toBe(200);
    for (const key of [
      'studio_dashboard.views_title',
      'studio_dashboard.read_title',
      'studio_dashboard.members_title',
      'studio_dashboard.subscribers_title',
      'studio_dashboard.editions_title',
      'studio_dashboard.review',
      'studio_dashboard.scheduled',
    ])
      expect(page.body, key).toMatch(new RegExp(`>${html(t(key))}</h[23]>`));
    expect(page.body.match(/<details class="dashboard-chart__numbers">/g)).toHaveLength(4);
    expect(page.body).toContain(`<p>${html(t('studio_dashboard.editions_none'))}</p>`);
    // Each chart's table is named by its caption.
    expect(page.body).toContain(`<caption>${html(t('studio_dashboard.views_title'))}</caption>`);
  });

  it('refuses the members to an editor, whose dashboard has no admin figures', async () => {
    const editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    const refused = await editor.get('/studio/members');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('id="members-search"');
    expect((await editor.postForm('/studio/members/1', { intent: 'disable' })).statusCode).toBe(
      403,
    );
    const page = await editor.get('/studio');
    expect(page.body).toContain(`>${html(t('studio_dashboard.views_title'))}</h3>`);
    expect(page.body).not.toContain(`>${html(t('studio_dashboard.members_title'))}</h3>`);
    expect(page.body).not.toContain(`>${html(t('studio_dashboard.subscribers_title'))}</h3>`);
  });
});
