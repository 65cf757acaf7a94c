const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The position of today's item among `count`: the same for every visitor all day (UTC), so the
 * server-rendered page and the API agree and the answer can be cached, then the next item
 * tomorrow. `offset` lets two widgets over similar lists start at different places.
 */
export function dailyPick(count: number, date: Date, offset = 0): number {
  if (count <= 0) return -1;
  const day = Math.floor(date.getTime() / DAY_MS);
  return (((day + offset) % count) + count) % count;
}
