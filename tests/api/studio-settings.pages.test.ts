import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { auditLog, siteSettings } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

type SettingsJson = {
  revision: number;
  values: Record<string, unknown>;
  defaults: Record<string, unknown>;
};

/**
 * The website settings: the environment gives the defaults, what an admin saves wins
 * and shows on every page at once; a stale save is refused, a bad value named in the site's
 * language, every save audited; the screen's form works without scripts.
 */
describe.each(ENGINES)('website settings on %s', (engine) => {
  let app: TestApp;
  let admin: TestVisitor;
  let idAdmin: number;
  const t = (key: string) => translate(app.services.messages, key);
  const read = async () => (await admin.get('/api/studio/settings')).json() as SettingsJson;
  const put = (revision: number, values: Record<string, unknown>) =>
    admin.request({ method: 'PUT', url: '/api/studio/settings', payload: { revision, values } });

  beforeAll(async () => {
    app = await startTestApp(engine, {
      pages: true,
      seed: false,
      env: {
        RATE_LIMIT_SCALE: '100',
        SITE_TITLE: 'Pawpedia Test',
        FORUM_URL: 'https://forum.example.org',
      },
    });
    idAdmin = (await createStaff(app, 'admin')).idStaff;
    admin = await staffVisitor(app, idAdmin);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('starts from the environment, and a save wins over it on every page at once', async () => {
    const start = await read();
    expect(start.revision).toBe(0);
    expect(start.values).toEqual(start.defaults);
    expect(start.values).toMatchObject({
      title: 'Pawpedia Test',
      forum_url: 'https://forum.example.org',
    });

    const guest = await newVisitor(app);
    // Any page's header (here the not-found page's: this app has no content) names the site.
    const first = (await guest.get('/about-us')).body;
    expect(first).toContain('<span>Pawpedia Test</span>');
    expect(first).toContain('class="newsletter-block"');
    const saved = await put(0, {
      ...start.values,
      title: '  Paws & Co  ',
      forum_url: 'https://community.example.org/forum',
      has_newsletter: false,
      header_colour: '#F5C542',
      cookie_notice: 'Only what we need, nothing more.',
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json() as SettingsJson;
    expect(after.revision).toBe(1);
    expect(after.values).toMatchObject({ title: 'Paws & Co', has_newsletter: false });
    expect(after.defaults).toEqual(start.defaults);

    const page = await guest.get('/about-us');
    expect(page.body).toContain('<span>Paws &amp; Co</span>');
    expect(page.body).toContain('https://community.example.org/forum');
    expect(page.body).toContain('class="site-header" style="background-color:#f5c542"');
    // The cookie notice (drawn in the browser) reads its text from the website info.
    expect((await app.services.site.websiteInfo()).website.cookie_text).toBe(
      'Only what we need, nothing more.',
    );
    // The newsletter is off: its block is gone from every page.
    expect(page.body).not.toContain('class="newsletter-block"');

    // Only what differs from the environment is stored: the rest keeps following it.
    const [row] = await app.database.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    expect(Object.keys(row!.values).sort()).toEqual([
      'cookie_notice',
      'forum_url',
      'has_newsletter',
      'header_colour',
      'title',
    ]);
    expect(row!.updatedBy).toBe(idAdmin);

    // Audited: who, and the changed values before and after.
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.save'));
    expect(entry).toMatchObject({
      actorStaffId: idAdmin,
      subjectType: 'settings',
      details: {
        revision: 1,
        before: {
          title: 'Pawpedia Test',
          forum_url: 'https://forum.example.org',
          has_newsletter: true,
        },
        after: {
          title: 'Paws & Co',
          forum_url: 'https://community.example.org/forum',
          has_newsletter: false,
        },
      },
    });
  });

  it('refuses a save based on an older revision with 409, and one with bad values with 422; nothing changes', async () => {
    const current = await read();
    const stale = await put(current.revision - 1, { ...current.values, title: 'Overwritten' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(t('studio_settings.conflict'));

    const bad = await put(current.revision, {
      ...current.values,
      title: '',
      store_url: 'javascript:alert(1)',
      logo_path: '//evil.example/logo.svg',
      contact_email: 'not an address',
      facebook_url: 'ftp://example.com/page',
      has_newsletter: 'maybe',
      header_colour: '#1a1a1a',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      title: [t('studio_settings.errors.title_required')],
      store_url: [t('studio_settings.errors.link')],
      logo_path: [t('studio_settings.errors.logo')],
      contact_email: [t('studio_settings.errors.email')],
      facebook_url: [t('studio_settings.errors.link')],
      has_newsletter: [t('studio_settings.errors.invalid')],
      // Dark text on a dark header: unreadable, refused.
      header_colour: [t('studio_settings.errors.colour_contrast')],
    });
    const named = await put(current.revision, { ...current.values, header_colour: 'yellow' });
    expect(named.json().errors).toEqual({ header_colour: [t('studio_settings.errors.colour')] });
    const missing = await put(current.revision, { title: 'Only a title' });
    expect(missing.statusCode).toBe(422);
    expect(await read()).toEqual(current);
  });

  it('follows a change another instance wrote, through the content version', async () => {
    const before = await read();
    await app.services.site.contentVersion(); // the page cache's poll, every 2 s
    // What another instance's save leaves in the database (its announcement did not reach us).
    await app.database.db
      .update(siteSettings)
      .set({ values: { title: 'From elsewhere' }, revision: before.revision + 1 })
      .where(eq(siteSettings.id, 1));
    await app.services.site.contentVersion();
    const after = await read();
    expect(after.revision).toBe(before.revision + 1);
    // Everything not saved there follows the environment again.
    expect(after.values).toEqual({ ...after.defaults, title: 'From elsewhere' });
  });

  it('the settings screen saves without scripts, keeps what was typed when refused, and is for admins only', async () => {
    const current = await read();
    const screen = await admin.get('/studio/settings');
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain(`name="revision" value="${current.revision}"`);
    const form = {
      revision: String(current.revision),
      title: 'Saved from the form',
      meta_description: String(current.values.meta_description),
      meta_keywords: String(current.values.meta_keywords),
      logo_path: String(current.values.logo_path),
      store_url: String(current.values.store_url),
      forum_url: String(current.values.forum_url),
      legacy_url: String(current.values.legacy_url),
      facebook_url: '',
      instagram_url: 'https://instagram.com/pawpedia',
      contact_email: String(current.values.contact_email),
      // has_newsletter unticked: not sent; covid_notice ticked.
      covid_notice: 'on',
      header_colour: String(current.values.header_colour),
      cookie_notice: '',
    };
    const refused = await admin.postForm('/studio/settings', { ...form, forum_url: 'forum' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(t('studio_settings.errors.link'));
    expect(refused.body).toContain('value="Saved from the form"');
    expect((await read()).revision).toBe(current.revision);

    const done = await admin.postForm('/studio/settings', form);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(t('studio_settings.saved'));
    expect((await read()).values).toMatchObject({
      title: 'Saved from the form',
      has_newsletter: false,
      covid_notice: true,
      facebook_url: null,
      instagram_url: 'https://instagram.com/pawpedia',
      // Emptied: the standard wording again.
      cookie_notice: null,
    });

    const editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    expect((await editor.get('/studio/settings')).statusCode).toBe(403);
    expect(
      (await editor.postForm('/studio/settings', { ...form, title: 'Editor' })).statusCode,
    ).toBe(403);
    expect((await read()).values.title).toBe('Saved from the form');
  });
});
