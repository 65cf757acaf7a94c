import type { SnapshotField } from './snapshot.ts';

/**
 * The `article` object of a save (PUT /api/studio/articles/:id, docs/decisions/033 "API"): an
 * article's editable fields in the API's snake_case. One builder for every caller that sends a
 * save outside the editor (the benchmarks, the API tests, the browser tests). Browser-safe: it
 * imports only a type.
 */

/** `getMore` → `get_more`: how the API spells a snapshot field. */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

export type SaveBodyField = Snake<SnapshotField>;
export type ArticleSaveBody = Record<SaveBodyField, unknown>;

export const SAVE_BODY_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'get_more',
  'image_url',
  'mobile_image_url',
  'image_caption',
  'image_alt',
  'id_author',
  'is_active',
  'is_comic',
  'is_home',
  'is_featured',
  'seo_title',
  'seo_description',
  'social_image_url',
  'sources',
  'families',
  'categories',
] as const satisfies readonly SaveBodyField[];

/** Fails to compile when a snapshot field is missing above (a new column must be sent too). */
type Missing = Exclude<SaveBodyField, (typeof SAVE_BODY_FIELDS)[number]>;
export const SAVE_BODY_COMPLETE: [Missing] extends [never] ? true : Missing = true;

/** A save's `article` from an article as the studio API answers it, with `changes` over it. */
export function articleSaveBody(
  article: Readonly<Record<string, unknown>>,
  changes: Partial<ArticleSaveBody> = {},
): ArticleSaveBody {
  const body = Object.fromEntries(SAVE_BODY_FIELDS.map((field) => [field, article[field]]));
  return { ...(body as ArticleSaveBody), ...changes };
}
