/**
 * Whole percentages of the votes per option that add up to exactly 100 (largest remainder:
 * round down, then hand the missing points to the largest fractions, earlier options first on
 * a tie). All zeros when nobody has voted.
 */
export function pollPercentages(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return votes.map(() => 0);
  const exact = votes.map((n) => (n * 100) / total);
  const result = exact.map(Math.floor);
  let missing = 100 - result.reduce((sum, n) => sum + n, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    result[index]! += 1;
    missing -= 1;
  }
  return result;
}
