import { inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../mail/outbox.ts';
import { articles, authors, breeds, families } from '../../../db/schema/index.ts';
import type { PictureUse, PictureUseField } from './library-rules.ts';

/**
 * Where each picture is used by an article, in any state: its hero, mobile or social picture, or a
 * markdown image (or link) in its content or "get more" text; and by an author's byline.
 */
export async function findPictureUses(
  db: Executor,
  paths: readonly string[],
): Promise<Map<string, PictureUse[]>> {
  const uses = new Map<string, PictureUse[]>(paths.map((p) => [p, []]));
  if (!paths.length) return uses;
  const list = [...paths];
  const rows = await db
    .select({
      idArticle: articles.idArticle,
      title: articles.title,
      imageUrl: articles.imageUrl,
      mobileImageUrl: articles.mobileImageUrl,
      socialImageUrl: articles.socialImageUrl,
      content: articles.content,
      getMore: articles.getMore,
    })
    .from(articles)
    .where(
      or(
        inArray(articles.imageUrl, list),
        inArray(articles.mobileImageUrl, list),
        inArray(articles.socialImageUrl, list),
        ...list.map((p) => sql`strpos(${articles.content}, ${p}) > 0`),
        ...list.map((p) => sql`strpos(coalesce(${articles.getMore}, ''), ${p}) > 0`),
      ),
    )
    .orderBy(articles.idArticle);
  for (const row of rows) {
    for (const p of list) {
      const fields: PictureUseField[] = [];
      if (row.imageUrl === p) fields.push('image');
      if (row.mobileImageUrl === p) fields.push('mobile_image');
      if (row.socialImageUrl === p) fields.push('social_image');
      if (row.content.includes(p)) fields.push('content');
      if (row.getMore?.includes(p)) fields.push('get_more');
      if (fields.length) uses.get(p)!.push({ idArticle: row.idArticle, title: row.title, fields });
    }
  }
  const bylines = await db
    .select({ name: authors.name, imageUrl: authors.imageUrl })
    .from(authors)
    .where(inArray(authors.imageUrl, list))
    .orderBy(authors.idAuthor);
  for (const byline of bylines)
    uses.get(byline.imageUrl!)?.push({ idArticle: null, title: byline.name, fields: ['byline'] });
  // Breeds and families (docs/decisions/042): a picture they show is not deleted from under them.
  const breedRows = await db
    .select({ name: breeds.name, imageUrl: breeds.imageUrl, fluidImageUrl: breeds.fluidImageUrl })
    .from(breeds)
    .where(or(inArray(breeds.imageUrl, list), inArray(breeds.fluidImageUrl, list)))
    .orderBy(breeds.name);
  for (const breed of breedRows)
    for (const p of new Set([breed.imageUrl, breed.fluidImageUrl]))
      if (p && uses.has(p))
        uses.get(p)!.push({ idArticle: null, title: breed.name, fields: ['breed_image'] });
  const familyRows = await db
    .select({ name: families.name, imageUrl: families.imageUrl })
    .from(families)
    .where(inArray(families.imageUrl, list))
    .orderBy(families.idFamily);
  for (const family of familyRows)
    uses
      .get(family.imageUrl!)
      ?.push({ idArticle: null, title: family.name, fields: ['family_image'] });
  return uses;
}
