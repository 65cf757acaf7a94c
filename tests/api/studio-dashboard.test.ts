import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDashboard } from '../../core/studio/dashboard/read-dashboard.ts';
import {
  articles,
  newsletterDeliveries,
  newsletterEditions,
  newsletterSubscribers,
  pageViews,
  users,
} from '../../db/schema/index.ts';
import { createStaff } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

const NOW = new Date('2026-11-25T12:00:00Z'); // a Wednesday
const day = (offset: number) =>
  new Date(NOW.getTime() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const at = (offset: number) => new Date(NOW.getTime() + offset * 24 * 60 * 60 * 1000);

/**
 * The dashboard's figures (decision 048), read by the one service the /studio loader
 * calls: page views per day, most read this week, new members and subscribers per week, the
 * articles waiting; and what each role's scope leaves out.
 */
describe.each(ENGINES)('studio dashboard on %s', (engine) => {
  let app: TestApp;
  let author: number;
  let editor: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
    const { db } = app.database;
    author = (await createStaff(app, 'author')).idStaff;
    editor = (await createStaff(app, 'editor')).idStaff;
    const actor = (idStaff: number, role: 'author' | 'editor') => ({
      idStaff,
      role,
      medicalReviewer: false,
    });
    for (const [name, who, role] of [
      ['popular', author, 'author'],
      ['second', editor, 'editor'],
      ['mine in review', author, 'author'],
      ['theirs in review', editor, 'editor'],
      ['mine scheduled', author, 'author'],
    ] as const)
      ids[name] = await app.services.studioArticles.create(actor(who, role), { title: name });
    await db
      .update(articles)
      .set({ status: 'published' })
      .where(inArray(articles.idArticle, [ids.popular!, ids.second!]));
    await db
      .update(articles)
      .set({ status: 'in_review' })
      .where(inArray(articles.idArticle, [ids['mine in review']!, ids['theirs in review']!]));
    await db
      .update(articles)
      .set({ status: 'scheduled', scheduledAt: at(2) })
      .where(eq(articles.idArticle, ids['mine scheduled']!));
    await db.insert(pageViews).values([
      { day: day(0), path: '/', views: 5 },
      { day: day(0), path: `/article/${ids.popular}/popular`, views: 7 },
      // The same article under an older slug: summed.
      { day: day(-3), path: `/article/${ids.popular}/old-slug`, views: 4 },
      { day: day(-1), path: `/article/${ids.second}/second`, views: 6 },
      // Outside the week for the most read, inside the 30 days of views.
      { day: day(-10), path: `/article/${ids.second}/second`, views: 100 },
      // Outside the 30 days: not counted at all.
      { day: day(-40), path: '/', views: 1000 },
      // A draft's id: never in the most read.
      { day: day(0), path: `/article/${ids['mine in review']}/x`, views: 50 },
    ]);
    await db.insert(users).values([
      {
        email: 'w0@example.com',
        username: 'w0',
        usernameKey: 'w0',
        passwordHash: 'x',
        createdAt: at(-1),
      },
      {
        email: 'w1@example.com',
        username: 'w1',
        usernameKey: 'w1',
        passwordHash: 'x',
        createdAt: at(-2),
      },
      {
        email: 'w2@example.com',
        username: 'w2',
        usernameKey: 'w2',
        passwordHash: 'x',
        createdAt: at(-8),
      },
      {
        email: 'old@example.com',
        username: 'old',
        usernameKey: 'old',
        passwordHash: 'x',
        createdAt: at(-200),
      },
    ]);
    await db.insert(newsletterSubscribers).values([
      { email: 's0@example.com', status: 'confirmed', confirmedAt: at(-100) },
      { email: 's1@example.com', status: 'confirmed', confirmedAt: at(-20) },
      {
        email: 's2@example.com',
        status: 'unsubscribed',
        confirmedAt: at(-100),
        unsubscribedAt: at(-1),
      },
      { email: 's3@example.com', status: 'pending' },
    ]);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  const everything = {
    figures: true,
    members: true,
    subscribers: true,
    articlesOf: 'everyone',
  } as const;

  it('counts page views per day for 30 days, today last, missing days as 0', async () => {
    const dashboard = await readDashboard(app.database.db, everything, NOW);
    expect(dashboard.pageViews).toHaveLength(30);
    expect(dashboard.pageViews!.at(-1)).toEqual({ day: day(0), count: 62 });
    expect(dashboard.pageViews![0]!.day).toBe(day(-29));
    expect(dashboard.pageViews!.find((row) => row.day === day(-10))!.count).toBe(100);
    expect(dashboard.pageViews!.find((row) => row.day === day(-2))!.count).toBe(0);
    expect(dashboard.pageViews!.reduce((sum, row) => sum + row.count, 0)).toBe(172);
  });

  it('ranks the published articles read in the last 7 days, slugs summed', async () => {
    const { mostRead } = await readDashboard(app.database.db, everything, NOW);
    expect(mostRead).toEqual([
      { id: ids.popular, title: 'popular', views: 11 },
      { id: ids.second, title: 'second', views: 6 },
    ]);
  });

  it('counts new members per week and confirmed subscribers at the end of each week', async () => {
    const { newMembers, subscribers } = await readDashboard(app.database.db, everything, NOW);
    expect(newMembers).toHaveLength(12);
    // This week began on Monday 23 November: two joined since, one the week before.
    expect(newMembers!.at(-1)).toEqual({ day: '2026-11-23', count: 2 });
    expect(newMembers!.at(-2)).toEqual({ day: '2026-11-16', count: 1 });
    expect(newMembers!.reduce((sum, row) => sum + row.count, 0)).toBe(3);
    expect(subscribers).toHaveLength(12);
    // Now: s0 and s1 (s2 left yesterday); twelve weeks ago: s0 and s2.
    expect(subscribers!.at(-1)!.count).toBe(2);
    expect(subscribers![0]!.count).toBe(2);
    expect(subscribers!.find((row) => row.day === '2026-11-02')!.count).toBe(3);
  });

  it('lists the articles waiting: everyone for editors, their own for authors', async () => {
    const all = await readDashboard(app.database.db, everything, NOW);
    expect(all.inReview.map((row) => row.title).sort()).toEqual([
      'mine in review',
      'theirs in review',
    ]);
    expect(all.scheduled).toEqual([
      { id: ids['mine scheduled'], title: 'mine scheduled', at: at(2) },
    ]);
    const own = await readDashboard(
      app.database.db,
      { figures: false, members: false, subscribers: false, articlesOf: author },
      NOW,
    );
    expect(own.inReview.map((row) => row.title)).toEqual(['mine in review']);
    expect(own.scheduled.map((row) => row.title)).toEqual(['mine scheduled']);
    // An author sees no site-wide figure.
    expect(own).toMatchObject({
      pageViews: null,
      mostRead: null,
      newMembers: null,
      subscribers: null,
      editions: null,
    });
    const other = await readDashboard(
      app.database.db,
      { figures: true, members: false, subscribers: false, articlesOf: editor },
      NOW,
    );
    expect(other.scheduled).toEqual([]);
  });

  it('shows the last editions sent with their figures, not drafts', async () => {
    const { db } = app.database;
    const [sent, draft] = await db
      .insert(newsletterEditions)
      .values([
        { subject: 'November news', state: 'sent', sendingAt: at(-2), sentAt: at(-1) },
        { subject: 'Not yet', state: 'draft' },
      ])
      .returning({ id: newsletterEditions.idEdition });
    const readers = await db
      .insert(newsletterSubscribers)
      .values(
        ['a', 'b', 'c'].map((name) => ({
          email: `${name}@dashboard.example`,
          status: 'confirmed' as const,
          locale: 'en' as const,
        })),
      )
      .returning({ id: newsletterSubscribers.idSubscriber });
    await db.insert(newsletterDeliveries).values([
      { idEdition: sent!.id, idSubscriber: readers[0]!.id, state: 'sent' },
      { idEdition: sent!.id, idSubscriber: readers[1]!.id, state: 'sent', unsubscribedAt: at(-1) },
      { idEdition: sent!.id, idSubscriber: readers[2]!.id, state: 'failed', error: '550 no' },
    ]);
    expect(draft).toBeDefined();
    const dashboard = await readDashboard(db, everything, NOW);
    expect(dashboard.editions).toEqual([
      { subject: 'November news', sentAt: at(-1), sent: 2, failed: 1, unsubscribed: 1 },
    ]);
  });
});
