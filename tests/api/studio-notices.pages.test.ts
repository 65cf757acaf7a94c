import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { auditLog, notices } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

type NoticeJson = { id_notice: number; text: string; position: number; starts_at: string | null };

/**
 * The notification banner's messages ("Notices"): editors add, change, order and
 * remove them; each shows on every page between its dates; bad input is named in the site's
 * language; every change is audited; the screen works without scripts.
 */
describe.each(ENGINES)('banner notices on %s', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);
  const add = (body: Record<string, unknown>) => editor.post('/api/studio/notices', body);
  const banner = async () => (await app.services.site.websiteInfo()).notices;

  beforeAll(async () => {
    app = await startTestApp(engine, {
      pages: true,
      seed: false,
      env: { RATE_LIMIT_SCALE: '100' },
    });
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('shows the messages on every page in their order; moves, changes and removals too', async () => {
    const guest = await newVisitor(app);
    expect((await guest.get('/about-us')).body).not.toContain('class="notification-banner"');
    const first = await add({
      text: 'Free delivery this week',
      link_url: '/shop',
      link_label: 'See',
    });
    expect(first.statusCode).toBe(201);
    const second = await add({ text: 'Vets on call tonight' });
    expect(second.statusCode).toBe(201);
    const [a, b] = [first.json() as NoticeJson, second.json() as NoticeJson];
    expect([a.position, b.position]).toEqual([0, 1]);
    expect(await banner()).toEqual([
      { text: 'Free delivery this week', link: { href: '/shop', label: 'See' } },
      { text: 'Vets on call tonight', link: null },
    ]);
    const page = (await guest.get('/about-us')).body;
    expect(page).toContain('class="notification-banner"');
    expect(page).toContain('Free delivery this week');

    const moved = await editor.post(`/api/studio/notices/${b.id_notice}/move`, { by: -1 });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as NoticeJson[]).map((n) => n.text)).toEqual([
      'Vets on call tonight',
      'Free delivery this week',
    ]);
    expect((await banner()).map((n) => n.text)).toEqual([
      'Vets on call tonight',
      'Free delivery this week',
    ]);

    const changed = await editor.request({
      method: 'PUT',
      url: `/api/studio/notices/${a.id_notice}`,
      payload: { text: 'Free delivery all month' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await banner()).map((n) => n.text)).toContain('Free delivery all month');
    // The link went with its label: a message without a link shows none.
    expect((await banner()).find((n) => n.text === 'Free delivery all month')?.link).toBeNull();

    const removed = await editor.request({
      method: 'DELETE',
      url: `/api/studio/notices/${b.id_notice}`,
    });
    expect(removed.json()).toEqual({ deleted: true });
    const again = await editor.request({
      method: 'DELETE',
      url: `/api/studio/notices/${b.id_notice}`,
    });
    expect(again.json()).toEqual({ deleted: false });
    expect((await banner()).map((n) => n.text)).toEqual(['Free delivery all month']);

    const actions = (
      await app.database.db.select().from(auditLog).where(eq(auditLog.subjectType, 'notice'))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual([
      'notice.create',
      'notice.create',
      'notice.delete',
      'notice.move',
      'notice.update',
    ]);
    await app.database.db.delete(notices);
  });

  it('shows a message only between its dates', async () => {
    const hour = 3600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    await add({ text: 'Not yet', starts_at: at(hour) });
    await add({ text: 'Over', starts_at: at(-2 * hour), ends_at: at(-hour) });
    await add({ text: 'Now', starts_at: at(-hour), ends_at: at(hour) });
    expect((await banner()).map((n) => n.text)).toEqual(['Now']);
    await app.database.db.delete(notices);
  });

  it('names what is wrong in the site’s language; unknown messages are 404; authors are refused', async () => {
    const bad = await add({
      text: '',
      link_url: 'javascript:alert(1)',
      starts_at: '2026-12-01T10:00:00Z',
      ends_at: '2026-11-01T10:00:00Z',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      text: [t('studio_notices.errors.text_required')],
      link_url: [t('studio_notices.errors.link')],
      link_label: [t('studio_notices.errors.label_required')],
      ends_at: [t('studio_notices.errors.ends_before_start')],
    });
    const dates = await add({
      text: 'Dated',
      link_url: 'https://shop.example.com',
      starts_at: '2026-12-01T10:00:00Z',
      ends_at: '2026-11-01T10:00:00Z',
    });
    expect(dates.json().errors).toEqual({
      link_label: [t('studio_notices.errors.label_required')],
      ends_at: [t('studio_notices.errors.ends_before_start')],
    });
    expect((await add({ text: 'x', starts_at: 'tomorrow' })).json().errors).toEqual({
      starts_at: [t('studio_notices.errors.date')],
    });
    const missing = await editor.request({
      method: 'PUT',
      url: '/api/studio/notices/999999',
      payload: { text: 'Nothing' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(t('studio_notices.not_found'));
    expect((await editor.post('/api/studio/notices/999999/move', { by: 1 })).statusCode).toBe(404);
    const author = await staffVisitor(app, (await createStaff(app, 'author')).idStaff);
    expect((await author.post('/api/studio/notices', { text: 'Mine' })).statusCode).toBe(403);
    expect(await app.database.db.select().from(notices)).toEqual([]);
  });

  it('the screen adds a message without scripts, dates in the site’s time zone', async () => {
    const screen = await editor.get('/studio/notices');
    expect(screen.statusCode).toBe(200);
    const refused = await editor.postForm('/studio/notices', { intent: 'create', text: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(t('studio_notices.errors.text_required'));
    // Lisbon is an hour ahead of UTC in July (the English site's zone, core/site/time-zone.ts).
    const done = await editor.postForm('/studio/notices', {
      intent: 'create',
      text: 'Summer hours',
      starts_at: '2026-07-01T10:00',
      ends_at: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(t('studio_notices.created'));
    const [row] = await app.database.db.select().from(notices);
    expect(row).toMatchObject({ text: 'Summer hours', endsAt: null });
    expect(row!.startsAt!.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    const listed = (await editor.get('/studio/notices')).body;
    expect(listed).toContain('value="2026-07-01T10:00"');
    const removed = await editor.postForm('/studio/notices', {
      intent: 'remove',
      id: String(row!.idNotice),
    });
    expect(removed.statusCode).toBe(200);
    expect(await app.database.db.select().from(notices)).toEqual([]);
  });
});
