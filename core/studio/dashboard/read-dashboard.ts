import { and, asc, desc, eq, gte, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, newsletterSubscribers, pageViews, users } from '../../../db/schema/index.ts';
import { lastEditions, type EditionFigures } from './last-editions.ts';

/**
 * The studio's first screen (decision 048): a few figures an editor looks at, each
 * query bounded by a range of days or a limit, all read by the one loader of /studio.
 */

export const DASHBOARD_LIMITS = {
  /** Page views per day: the last 30 days, today included (UTC, as they are counted). */
  viewDays: 30,
  /** Most read: the last 7 days, the first 5 articles. */
  readDays: 7,
  mostRead: 5,
  /** New members and subscribers: the last 12 weeks (Monday to Sunday, UTC). */
  weeks: 12,
  /** Drafts waiting and articles scheduled next: the first 5 of each. */
  articles: 5,
  editions: 5,
} as const;

/** What the role sees (decision 048); null: the panel is not shown. */
export interface DashboardScope {
  /** Page views, most read, editions: editors and up (`dashboard.figures`). */
  figures: boolean;
  /** New members per week: `members.manage`. */
  members: boolean;
  /** Subscribers over time: `subscribers.manage`. */
  subscribers: boolean;
  /** Drafts and scheduled articles: everyone's, or only this staff member's own. */
  articlesOf: number | 'everyone';
}

export interface DayCount {
  /** YYYY-MM-DD */
  day: string;
  count: number;
}

export interface ArticleLine {
  id: number;
  title: string;
  /** The date that matters: when it was submitted for review, or when it goes live. */
  at: Date | null;
}

export interface Dashboard {
  pageViews: DayCount[] | null;
  mostRead: { id: number; title: string; views: number }[] | null;
  /** `day` is the Monday that starts the week. */
  newMembers: DayCount[] | null;
  /** Confirmed subscribers at the end of each week (`day`: its Monday). */
  subscribers: DayCount[] | null;
  editions: EditionFigures[] | null;
  inReview: ArticleLine[];
  scheduled: ArticleLine[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
/** Midnight UTC of the Monday of the date's week. */
const mondayOf = (date: Date) => {
  const midnight = new Date(`${dayOf(date)}T00:00:00.000Z`);
  return addDays(midnight, -((midnight.getUTCDay() + 6) % 7));
};

/** Article paths are `/article/:id/:slug` (core/site/paths.ts): the id is the second part. */
const ARTICLE_PATH = /^\/article\/(\d+)(?:\/|$)/;

async function pageViewsPerDay(db: Db, now: Date): Promise<DayCount[]> {
  const from = dayOf(addDays(now, -(DASHBOARD_LIMITS.viewDays - 1)));
  // The primary key (day, path) serves the range.
  const rows = await db
    .select({ day: pageViews.day, count: sql<number>`sum(${pageViews.views})::int` })
    .from(pageViews)
    .where(gte(pageViews.day, from))
    .groupBy(pageViews.day);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.count)]));
  return Array.from({ length: DASHBOARD_LIMITS.viewDays }, (_, i) => {
    const day = dayOf(addDays(now, i - (DASHBOARD_LIMITS.viewDays - 1)));
    return { day, count: byDay.get(day) ?? 0 };
  });
}

async function mostRead(db: Db, now: Date) {
  const from = dayOf(addDays(now, -(DASHBOARD_LIMITS.readDays - 1)));
  const total = sql<number>`sum(${pageViews.views})::int`;
  // An article's address may have had several slugs: the first 50 paths, summed by article.
  const rows = await db
    .select({ path: pageViews.path, views: total })
    .from(pageViews)
    .where(and(gte(pageViews.day, from), like(pageViews.path, '/article/%')))
    .groupBy(pageViews.path)
    .orderBy(desc(total))
    .limit(50);
  const byArticle = new Map<number, number>();
  for (const row of rows) {
    const id = ARTICLE_PATH.exec(row.path)?.[1];
    if (id) byArticle.set(Number(id), (byArticle.get(Number(id)) ?? 0) + Number(row.views));
  }
  const ids = [...byArticle.keys()];
  if (!ids.length) return [];
  const titles = await db
    .select({ id: articles.idArticle, title: articles.title })
    .from(articles)
    .where(and(inArray(articles.idArticle, ids), eq(articles.status, 'published')));
  return titles
    .map((row) => ({ id: row.id, title: row.title, views: byArticle.get(row.id) ?? 0 }))
    .sort((a, b) => b.views - a.views || a.id - b.id)
    .slice(0, DASHBOARD_LIMITS.mostRead);
}

const weekStarts = (now: Date) => {
  const first = addDays(mondayOf(now), -7 * (DASHBOARD_LIMITS.weeks - 1));
  return Array.from({ length: DASHBOARD_LIMITS.weeks }, (_, i) => addDays(first, 7 * i));
};

async function newMembersPerWeek(db: Db, now: Date): Promise<DayCount[]> {
  const weeks = weekStarts(now);
  // users_created_idx serves the range (db/migrations/0017).
  const rows = await db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
      count: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(gte(users.createdAt, weeks[0]!))
    .groupBy(sql`1`);
  const byWeek = new Map(rows.map((row) => [row.week, Number(row.count)]));
  return weeks.map((week) => ({ day: dayOf(week), count: byWeek.get(dayOf(week)) ?? 0 }));
}

async function subscribersPerWeek(db: Db, now: Date): Promise<DayCount[]> {
  const weeks = weekStarts(now);
  // One pass over the confirmed rows, one count per week's end (a fixed 12).
  const counts = weeks.map((week) => {
    const end = addDays(week, 7).toISOString();
    return sql<number>`(count(*) filter (where ${newsletterSubscribers.confirmedAt} < ${end}::timestamptz and (${newsletterSubscribers.unsubscribedAt} is null or ${newsletterSubscribers.unsubscribedAt} >= ${end}::timestamptz)))::int`;
  });
  const [row] = await db
    .select({ counts: sql<number[]>`array[${sql.join(counts, sql`, `)}]` })
    .from(newsletterSubscribers)
    .where(sql`${newsletterSubscribers.confirmedAt} is not null`);
  const values = row?.counts ?? [];
  return weeks.map((week, i) => ({ day: dayOf(week), count: Number(values[i] ?? 0) }));
}

async function articlesIn(
  db: Db,
  status: 'in_review' | 'scheduled',
  scope: DashboardScope['articlesOf'],
): Promise<ArticleLine[]> {
  const at = status === 'scheduled' ? articles.scheduledAt : articles.updatedAt;
  // articles_status_idx serves the state; the first five by date.
  return db
    .select({ id: articles.idArticle, title: articles.title, at })
    .from(articles)
    .where(
      and(
        eq(articles.status, status),
        isNull(articles.trashedAt),
        scope === 'everyone' ? undefined : eq(articles.idStaffOwner, scope),
      ),
    )
    .orderBy(asc(at), asc(articles.idArticle))
    .limit(DASHBOARD_LIMITS.articles);
}

/** Everything the dashboard shows to a staff member of this scope, in parallel. */
export async function readDashboard(
  db: Db,
  scope: DashboardScope,
  now = new Date(),
): Promise<Dashboard> {
  const [views, read, members, subscribers, editions, inReview, scheduled] = await Promise.all([
    scope.figures ? pageViewsPerDay(db, now) : null,
    scope.figures ? mostRead(db, now) : null,
    scope.members ? newMembersPerWeek(db, now) : null,
    scope.subscribers ? subscribersPerWeek(db, now) : null,
    scope.figures ? lastEditions(db, DASHBOARD_LIMITS.editions) : null,
    articlesIn(db, 'in_review', scope.articlesOf),
    articlesIn(db, 'scheduled', scope.articlesOf),
  ]);
  return {
    pageViews: views,
    mostRead: read,
    newMembers: members,
    subscribers,
    editions,
    inReview,
    scheduled,
  };
}
