import { and, asc, desc, eq, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, families, homeCuration, products } from '../../../db/schema/index.ts';
import { isPublished } from '../../articles/visibility.ts';
import { getHomeCuration } from '../../home/home-curation.ts';
import type { HomeChoice } from '../../home/home-content.ts';
import type { HomeChoiceInput } from '../../home/home-rules.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { audit } from '../../shared/audit.ts';
import { guarded, type Actor } from '../operations.ts';

/** The curation screen's state: what is chosen, in order, and what may be chosen. */
export interface HomeEditing {
  revision: number;
  choice: HomeChoice;
  /** Published articles, newest first: the carousel's, the list's and the widget's choices. */
  articles: { id: number; title: string }[];
  /** Banner-type products. */
  banners: { id: number; title: string }[];
  families: { id: number; name: string }[];
}

export type HomeSaveResult =
  | { ok: true; editing: HomeEditing }
  | { ok: false; reason: 'conflict'; revision: number }
  | { ok: false; reason: 'invalid'; errors: Record<string, string[]> };

/** Published articles flagged for a placement, in the order the public home shows them. */
const placed = (db: Pick<Db, 'select'>, placement: 'home' | 'featured') => {
  const position = placement === 'home' ? articles.homePosition : articles.featuredPosition;
  return db
    .select({ id: articles.idArticle })
    .from(articles)
    .where(
      and(
        isPublished,
        placement === 'home' ? eq(articles.isHome, true) : eq(articles.isFeatured, true),
      ),
    )
    .orderBy(sql`${position} asc nulls last`, desc(articles.publishedAt), desc(articles.idArticle))
    .limit(placement === 'home' ? 30 : 8);
};

/**
 * The home page's curation in the studio (decision 044). A save is one transaction:
 * the curation row locked and its revision checked (409 when another save came first), the
 * articles' flags and positions, the row, and the audit entry; then every page is purged (the
 * home, and the pages whose cached copy shows its banners).
 */
export function createHomeCurationServices(db: Db, purge: PurgeBus) {
  async function read(executor: Pick<Db, 'select'> = db): Promise<HomeEditing> {
    const [curation, featured, home, articleRows, bannerRows, familyRows] = await Promise.all([
      getHomeCuration(executor),
      placed(executor, 'featured'),
      placed(executor, 'home'),
      executor
        .select({ id: articles.idArticle, title: articles.title })
        .from(articles)
        .where(isPublished)
        .orderBy(desc(articles.publishedAt), desc(articles.idArticle)),
      executor
        .select({ id: products.idProduct, title: products.title })
        .from(products)
        .where(eq(products.type, 'banner'))
        .orderBy(asc(products.idProduct)),
      executor
        .select({ id: families.idFamily, name: families.name })
        .from(families)
        .orderBy(asc(families.idFamily)),
    ]);
    const bannerIds = curation.bannerIds.length
      ? curation.bannerIds
      : bannerRows.slice(0, 2).map((row) => row.id);
    return {
      revision: curation.revision,
      choice: {
        featured: featured.map((row) => row.id),
        home: home.map((row) => row.id),
        banners: bannerIds,
        inContext: curation.inContextArticleId,
        encyclopedia: curation.encyclopediaFamilyIds,
      },
      articles: articleRows,
      banners: bannerRows,
      families: familyRows,
    };
  }

  /** Field errors for ids that are not published articles, banners or families. */
  function unknownIds(editing: HomeEditing, input: HomeChoiceInput) {
    const errors: Record<string, string[]> = {};
    const known = (list: { id: number }[], wanted: number[]) =>
      wanted.every((id) => list.some((row) => row.id === id));
    if (!known(editing.articles, input.featured))
      errors.featured = ['studio_home.errors.unknown_article'];
    if (!known(editing.articles, input.home)) errors.home = ['studio_home.errors.unknown_article'];
    if (input.in_context !== null && !known(editing.articles, [input.in_context]))
      errors.in_context = ['studio_home.errors.unknown_article'];
    if (!known(editing.banners, input.banners))
      errors.banners = ['studio_home.errors.unknown_banner'];
    if (!known(editing.families, input.encyclopedia))
      errors.encyclopedia = ['studio_home.errors.unknown_family'];
    return errors;
  }

  /** Flags and numbers the placement's articles in order; clears the published ones left out. */
  async function place(tx: Db, placement: 'home' | 'featured', ids: number[]) {
    const flag = placement === 'home' ? articles.isHome : articles.isFeatured;
    const position = placement === 'home' ? articles.homePosition : articles.featuredPosition;
    const set = (on: boolean, at: number | null) =>
      placement === 'home'
        ? { isHome: on, homePosition: at }
        : { isFeatured: on, featuredPosition: at };
    // Drafts keep their flag: they take their place when published (after the curated ones).
    await tx
      .update(articles)
      .set(set(false, null))
      .where(
        and(
          isPublished,
          or(eq(flag, true), isNotNull(position)),
          ids.length ? notInArray(articles.idArticle, ids) : undefined,
        ),
      );
    for (const [index, idArticle] of ids.entries())
      await tx.update(articles).set(set(true, index)).where(eq(articles.idArticle, idArticle));
  }

  return guarded(
    'homeCuration',
    { read: null, save: 'home.edit' },
    {
      read: () => read(),

      async save({ idStaff: actor }: Actor, input: HomeChoiceInput): Promise<HomeSaveResult> {
        const result = await db.transaction(async (tx): Promise<HomeSaveResult> => {
          // The row exists before it is locked, so two first saves also queue on it.
          await tx.insert(homeCuration).values({ id: 1 }).onConflictDoNothing();
          const [row] = await tx
            .select({ revision: homeCuration.revision })
            .from(homeCuration)
            .where(eq(homeCuration.id, 1))
            .for('update');
          const current = row?.revision ?? 0;
          if (input.revision !== current)
            return { ok: false, reason: 'conflict', revision: current };
          const before = await read(tx);
          const errors = unknownIds(before, input);
          if (Object.keys(errors).length) return { ok: false, reason: 'invalid', errors };
          await place(tx as unknown as Db, 'featured', input.featured);
          await place(tx as unknown as Db, 'home', input.home);
          await tx
            .update(homeCuration)
            .set({
              bannerIds: input.banners,
              inContextArticleId: input.in_context,
              encyclopediaFamilyIds: input.encyclopedia,
              revision: current + 1,
              updatedAt: new Date(),
              updatedBy: actor,
            })
            .where(eq(homeCuration.id, 1));
          const after = await read(tx);
          await audit(tx, {
            actor,
            action: 'home.save',
            subjectType: 'home',
            details: { revision: current + 1, before: before.choice, after: after.choice },
          });
          return { ok: true, editing: after };
        });
        if (result.ok) purge.announce({ kind: 'site' });
        return result;
      },
    },
  );
}

export type HomeCurationServices = ReturnType<typeof createHomeCurationServices>;
