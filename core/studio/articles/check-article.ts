import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { parseId } from '../../shared/ids.ts';
import {
  articles,
  breeds,
  categories,
  families,
  infographics,
  media,
  products,
} from '../../../db/schema/index.ts';
import {
  checkContent,
  internalLinks,
  productCardIds,
  type ContentCheck,
  type LinkTarget,
} from './content-checks.ts';
import type { PictureSizeOf } from '../../media/site-picture-size.ts';
import { twinOf } from '../../media/variant-url.ts';
import type { ArticleSnapshot } from './snapshot.ts';

/** What the checks need besides the database: the site's origin, and the sizes of its files. */
export interface CheckFacts {
  /** PUBLIC_URL: absolute links to it are internal links. */
  siteOrigin: string;
  /** Sizes of the pictures served from files (demo and committed ones), for the hero check. */
  pictureSize?: PictureSizeOf;
}

/** What a link's page shows, to be looked up: its table and the id parameter. */
type Lookup = { table: 'article' | 'breed' | 'family' | 'category' | 'infographic'; id: number };

/** The things a page of the table shows by id; pages without an id exist whenever they match. */
function lookupsOf(target: LinkTarget): Lookup[] | null {
  const id = (name: string) => parseId(target.params[name]) ?? 0;
  switch (target.page) {
    case 'article':
      return [{ table: 'article', id: id('id') }];
    case 'breedProfile':
    case 'breedDetails':
      return [{ table: 'breed', id: id('id') }];
    case 'breedList':
    case 'familyArticles':
      return [{ table: 'family', id: id('id') }];
    case 'categoryArticles':
      return [
        { table: 'family', id: id('id') },
        { table: 'category', id: id('idCategory') },
      ];
    case 'infographic':
      return [{ table: 'infographic', id: id('id') }];
    default:
      return null;
  }
}

async function existingIds(tx: Executor, table: Lookup['table'], ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await (() => {
    switch (table) {
      case 'article':
        // A link to an article visitors cannot see is a link to a page that does not exist.
        return tx
          .select({ id: articles.idArticle })
          .from(articles)
          .where(and(inArray(articles.idArticle, ids), eq(articles.status, 'published')));
      case 'breed':
        return tx.select({ id: breeds.idBreed }).from(breeds).where(inArray(breeds.idBreed, ids));
      case 'family':
        return tx
          .select({ id: families.idFamily })
          .from(families)
          .where(inArray(families.idFamily, ids));
      case 'category':
        return tx
          .select({ id: categories.idCategory })
          .from(categories)
          .where(inArray(categories.idCategory, ids));
      case 'infographic':
        return tx
          .select({ id: infographics.idInfographic })
          .from(infographics)
          .where(inArray(infographics.idInfographic, ids));
    }
  })();
  return new Set(rows.map((r) => r.id));
}

/**
 * The content checks of a version of an article with every fact the database knows: which of
 * its product cards exist, whether its internal links lead to pages that exist, the hero
 * picture's size (from the media library, else from the file the site cuts its variants from).
 */
export async function checkArticle(
  tx: Executor,
  snapshot: ArticleSnapshot,
  { siteOrigin, pictureSize }: CheckFacts,
): Promise<ContentCheck[]> {
  const bodies = [snapshot.content, snapshot.getMore ?? ''];
  const productIds = [...new Set(bodies.flatMap((body) => productCardIds(body).ids))];
  const knownProducts = productIds.length
    ? new Set(
        (
          await tx
            .select({ id: products.idProduct })
            .from(products)
            .where(inArray(products.idProduct, productIds))
        ).map((r) => r.id),
      )
    : new Set<number>();

  const targets = bodies.flatMap((body) => internalLinks(body, siteOrigin));
  const wanted = new Map<Lookup['table'], number[]>();
  for (const target of targets)
    for (const lookup of lookupsOf(target) ?? [])
      wanted.set(lookup.table, [...(wanted.get(lookup.table) ?? []), lookup.id]);
  const found = new Map<Lookup['table'], Set<number>>();
  for (const [table, ids] of wanted) found.set(table, await existingIds(tx, table, ids));

  let heroSize: { width: number; height: number } | null = null;
  if (snapshot.imageUrl) {
    const [picture] = await tx
      .select({ width: media.width, height: media.height })
      .from(media)
      .where(eq(media.path, snapshot.imageUrl));
    // What the header is cut from (docs/decisions/074): a file's @2x twin when it has one (the
    // demo's and the committed pictures, 1000 px with a 2000 px twin), else the file itself.
    const twin = twinOf(snapshot.imageUrl);
    heroSize =
      picture ??
      (twin ? await pictureSize?.(twin) : null) ??
      (await pictureSize?.(snapshot.imageUrl)) ??
      null;
  }

  return checkContent(snapshot, {
    knownProducts,
    siteOrigin,
    heroSize,
    exists: (target) =>
      (lookupsOf(target) ?? []).every((lookup) => found.get(lookup.table)?.has(lookup.id)),
  });
}
