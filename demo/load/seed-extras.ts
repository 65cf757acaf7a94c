import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  infographicRelated,
  infographics,
  pollOptions,
  polls,
  quotes,
  staticPages,
  tips,
} from '../../db/schema/index.ts';
import { slugify } from '../../core/shared/slug.ts';
import { mediaUrls } from '../art/demo-images.ts';
import * as content from '../content/index.ts';
import { familyId } from '../content/taxonomy.ts';
import { upsertSet } from './upsert-set.ts';

/** Infographics, the home widgets (quotes, tips, the poll) and the static pages. */
export async function seedExtras(db: Db) {
  await seedInfographics(db);
  await seedWidgets(db);
  await seedStaticPages(db);
}

async function seedInfographics(db: Db) {
  const rows = await db
    .insert(infographics)
    .values(
      content.infographics.map((i, index) => ({
        key: i.key,
        title: i.title,
        slug: slugify(i.title),
        facts: i.facts,
        imagePath: mediaUrls.infographic(i.key),
        mobileImagePath: mediaUrls.infographicMobile(i.key),
        thumbnailPath: mediaUrls.infographicThumb(i.key),
        idFamily: familyId(i.family),
        isHome: i.home ?? false,
        publishedAt: new Date(Date.UTC(2025, index, 10)),
      })),
    )
    .onConflictDoUpdate({
      target: infographics.key,
      set: upsertSet([
        'title',
        'slug',
        'facts',
        'image_path',
        'mobile_image_path',
        'thumbnail_path',
        'id_family',
        'is_home',
        'published_at',
      ]),
    })
    .returning({ id: infographics.idInfographic, key: infographics.key });
  const idOf = new Map(rows.map((r) => [r.key, r.id]));
  await db
    .delete(infographicRelated)
    .where(inArray(infographicRelated.idInfographic, [...idOf.values()]));
  const related = content.infographics.flatMap((i) =>
    i.related
      .filter((key) => idOf.has(key) && key !== i.key)
      .map((key, position) => ({
        idInfographic: idOf.get(i.key)!,
        idRelated: idOf.get(key)!,
        position,
      })),
  );
  if (related.length) await db.insert(infographicRelated).values(related);
}

async function seedWidgets(db: Db) {
  // Quotes, tips and the poll have no natural key: added once, never duplicated or reset
  // (poll votes belong to visitors).
  const [quoteCount] = await db.select({ n: count() }).from(quotes);
  if (!quoteCount?.n) await db.insert(quotes).values(content.quotes);
  const [tipCount] = await db.select({ n: count() }).from(tips);
  if (!tipCount?.n) await db.insert(tips).values(content.tips);
  const existing = await db.select().from(polls).where(eq(polls.question, content.poll.question));
  if (existing.length === 0) {
    const [poll] = await db
      .insert(polls)
      .values({ question: content.poll.question })
      .returning({ idPoll: polls.idPoll });
    await db
      .insert(pollOptions)
      .values(
        content.poll.options.map((label, position) => ({ idPoll: poll!.idPoll, label, position })),
      );
  }
}

async function seedStaticPages(db: Db) {
  await db
    .insert(staticPages)
    .values(
      content.staticPages.map((p) => ({
        key: p.key,
        locale: p.locale,
        title: p.title,
        body: p.body,
      })),
    )
    .onConflictDoUpdate({
      target: [staticPages.key, staticPages.locale],
      set: upsertSet(['title', 'body']),
    });
}
