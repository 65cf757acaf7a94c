import { and, eq, isNotNull, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, homeCuration } from '../../../db/schema/index.ts';
import { isPublished } from '../../articles/visibility.ts';
import type { HomeChoiceInput } from '../../home/home-rules.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { audit } from '../../shared/audit.ts';
import type { Actor } from '../operations.ts';
import { readHomeCuration, type HomeEditing } from './read-home-curation.ts';

export type HomeSaveResult =
  | { ok: true; editing: HomeEditing }
  | { ok: false; reason: 'conflict'; revision: number }
  | { ok: false; reason: 'invalid'; errors: Record<string, string[]> };

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

/** The whole home in one transaction (docs/decisions/044), then a purge of every page. */
export async function saveHomeCuration(
  db: Db,
  purge: PurgeBus,
  { idStaff: actor }: Actor,
  input: HomeChoiceInput,
): Promise<HomeSaveResult> {
  const result = await db.transaction(async (tx): Promise<HomeSaveResult> => {
    // The row exists before it is locked, so two first saves also queue on it.
    await tx.insert(homeCuration).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx
      .select({ revision: homeCuration.revision })
      .from(homeCuration)
      .where(eq(homeCuration.id, 1))
      .for('update');
    const current = row?.revision ?? 0;
    if (input.revision !== current) return { ok: false, reason: 'conflict', revision: current };
    const before = await readHomeCuration(tx);
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
    const after = await readHomeCuration(tx);
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
}
