/** A week in milliseconds; weeks are counted from Monday 5 January 1970, 00:00 UTC. */
const WEEK = 7 * 24 * 60 * 60 * 1000;
const FIRST_MONDAY = Date.UTC(1970, 0, 5);

/** The number of whole weeks since the first Monday of 1970: the same all week, Monday to Sunday (UTC). */
export const weekNumber = (now: Date) => Math.floor((now.getTime() - FIRST_MONDAY) / WEEK);

/**
 * The breed of the week of a family: the editor's choice, or with `weekly` the
 * family's breeds in turn, one per week, in the order given (by id, so a new breed joins the end
 * of the turn without moving the others). No breed: none.
 */
export function breedOfTheWeek(
  family: { mode: 'chosen' | 'weekly'; chosen: number | null },
  breedIds: readonly number[],
  now: Date,
): number | null {
  if (family.mode === 'chosen') return family.chosen;
  if (!breedIds.length) return null;
  const ids = [...breedIds].sort((a, b) => a - b);
  const week = weekNumber(now);
  return ids[((week % ids.length) + ids.length) % ids.length]!;
}
