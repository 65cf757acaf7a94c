import type { ContentCheck } from './content-checks.ts';
import type { FieldDiff } from './word-diff.ts';

/** Why an article change was refused; the API maps each to its status (docs/decisions/033). */
export type ArticleRefusal =
  | { ok: false; error: 'not_found' }
  /** The role or ownership does not allow it: 403. */
  | { ok: false; error: 'forbidden' }
  /** Not from this state (publishing a draft twice, unpublishing a draft): 409. */
  | { ok: false; error: 'impossible' }
  /** Based on an older revision: 409 with the word diff from the saved article to the sent one. */
  | { ok: false; error: 'conflict'; currentRevision: number; diff: FieldDiff[] }
  /** Field errors, as message keys per field: 422. */
  | { ok: false; error: 'invalid'; fields: Record<string, string[]> }
  /** Content checks with errors block publishing and scheduling: 422 with the list. */
  | { ok: false; error: 'checks_failed'; checks: ContentCheck[] };

export type ArticleResult<T> = { ok: true; value: T } | ArticleRefusal;

export const refuse = <E extends ArticleRefusal['error']>(error: E) =>
  ({ ok: false, error }) as Extract<ArticleRefusal, { error: E }>;

export const invalid = (fields: Record<string, string[]>): ArticleRefusal => ({
  ok: false,
  error: 'invalid',
  fields,
});
