import { diffWords } from 'diff';
import { SNAPSHOT_FIELDS, type ArticleSnapshot, type SnapshotField } from './snapshot.ts';

/**
 * Word-level differences between two versions of an article (revisions compared, or a refused
 * save against the saved article), with jsdiff's `diffWords`. Each part is unchanged text, text
 * only in the newer version (`added`) or only in the older one (`removed`).
 */
export interface DiffPart {
  value: string;
  added?: true;
  removed?: true;
}

export interface FieldDiff {
  field: SnapshotField;
  parts: DiffPart[];
}

const asText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

/**
 * Beyond this many word edits a diff is no help to a reader and costly to compute (jsdiff's
 * Myers diff grows with the edit distance): the field is then shown as replaced whole.
 */
export const MAX_WORD_EDITS = 1000;

/** The word diff of two texts. */
export function wordDiff(older: string, newer: string): DiffPart[] {
  const changes = diffWords(older, newer, { maxEditLength: MAX_WORD_EDITS });
  if (!changes)
    return [
      ...(older ? [{ value: older, removed: true as const }] : []),
      ...(newer ? [{ value: newer, added: true as const }] : []),
    ];
  return changes.map((change) => ({
    value: change.value,
    ...(change.added ? { added: true as const } : {}),
    ...(change.removed ? { removed: true as const } : {}),
  }));
}

/** The changed fields of two snapshots, each with its word diff; unchanged fields are left out. */
export function diffSnapshots(older: ArticleSnapshot, newer: ArticleSnapshot): FieldDiff[] {
  return SNAPSHOT_FIELDS.filter(
    (field) => JSON.stringify(older[field]) !== JSON.stringify(newer[field]),
  ).map((field) => ({ field, parts: wordDiff(asText(older[field]), asText(newer[field])) }));
}
