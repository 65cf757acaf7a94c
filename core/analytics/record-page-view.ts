import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

/** Counts one view of a path today (UTC). Paths are bounded and stripped of their query. */
export async function recordPageView(db: Db, path: string, now = new Date()): Promise<void> {
  const clean = path.split(/[?#]/)[0]!.slice(0, 300) || '/';
  await db
    .insert(pageViews)
    .values({ day: now.toISOString().slice(0, 10), path: clean, views: 1 })
    .onConflictDoUpdate({ target: [pageViews.day, pageViews.path], set: { views: sql`${pageViews.views} + 1` } });
}
