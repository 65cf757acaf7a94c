/**
 * Ids in URLs (digits only) become numbers here, and only here. The database's
 * ids are PostgreSQL `integer`s: a longer number is not an error of the request but an id that
 * cannot exist, so every caller answers it as it answers any unknown id (decision 021).
 */
export const MAX_ID = 2_147_483_647;

const DIGITS_ONLY = /^\d+$/;

/** The id written in `text`, or null when it is not digits or beyond the integer range. */
export function parseId(text: string | undefined): number | null {
  if (text === undefined || !DIGITS_ONLY.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
