import { getTableColumns } from 'drizzle-orm';
import { articles } from '../../../db/schema/index.ts';
import type { ArticleSnapshot } from '../../../db/schema/publishing.ts';

export type { ArticleSnapshot };

/**
 * The columns of an article the studio reads: all but the search vectors, which only the
 * database reads (search) and which are the largest part of a row as text (docs/decisions/038).
 */
export const ARTICLE_COLUMNS = (() => {
  const { searchEn: _en, searchPt: _pt, searchName: _name, ...columns } = getTableColumns(articles);
  return columns;
})();
export type ArticleRow = Omit<typeof articles.$inferSelect, 'searchEn' | 'searchPt' | 'searchName'>;

/** The fields of a snapshot kept in the `articles` row itself (families and categories are not). */
export const ROW_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'getMore',
  'imageUrl',
  'mobileImageUrl',
  'imageCaption',
  'imageAlt',
  'idAuthor',
  'isActive',
  'isComic',
  'isHome',
  'isFeatured',
  'seoTitle',
  'seoDescription',
  'socialImageUrl',
  'sources',
] as const satisfies readonly (keyof ArticleSnapshot & keyof ArticleRow)[];

export const SNAPSHOT_FIELDS = [...ROW_FIELDS, 'families', 'categories'] as const;
export type SnapshotField = (typeof SNAPSHOT_FIELDS)[number];

/**
 * The words a medical reviewer signed off: changing any of them clears the sign-off
 * (docs/decisions/033).
 */
export const REVIEWED_FIELDS: readonly SnapshotField[] = [
  'title',
  'excerpt',
  'content',
  'getMore',
  'sources',
];

/** What a revision keeps of an article: its row's editable fields, families and categories. */
export function snapshotOf(
  row: ArticleRow,
  families: readonly number[],
  categories: readonly number[],
): ArticleSnapshot {
  const snapshot = Object.fromEntries(ROW_FIELDS.map((field) => [field, row[field]])) as Omit<
    ArticleSnapshot,
    'families' | 'categories'
  >;
  return {
    ...snapshot,
    families: [...families].sort((a, b) => a - b),
    categories: [...categories].sort((a, b) => a - b),
  };
}

/** The row columns of a snapshot, for an update. */
export function rowValuesOf(snapshot: ArticleSnapshot) {
  return Object.fromEntries(ROW_FIELDS.map((field) => [field, snapshot[field]])) as Pick<
    ArticleRow,
    (typeof ROW_FIELDS)[number]
  >;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between two snapshots. */
export function changedFields(before: ArticleSnapshot, after: ArticleSnapshot): SnapshotField[] {
  return SNAPSHOT_FIELDS.filter((field) => !same(before[field], after[field]));
}

/** `{ before, after }` of the changed fields only: the audit entry's details. */
export function changeDetails(before: ArticleSnapshot, after: ArticleSnapshot) {
  const fields = changedFields(before, after);
  return {
    before: Object.fromEntries(fields.map((f) => [f, before[f]])),
    after: Object.fromEntries(fields.map((f) => [f, after[f]])),
  };
}
