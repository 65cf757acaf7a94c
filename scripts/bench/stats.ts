/** Figures the benchmarks print. */

/** The value at percentile `p` (nearest rank) of ascending `sorted`; NaN when empty. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** A budget beside its figure: `p95 < 50 ms: met` or `… : NOT met`. */
export const budget = (label: string, value: number, limit: number) =>
  `${label} < ${limit} ms: ${value < limit ? 'met' : 'NOT met'}`;
