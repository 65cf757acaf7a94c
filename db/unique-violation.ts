/**
 * Whether an error is PostgreSQL's unique_violation (SQLSTATE 23505), through Drizzle's wrapping
 * (`cause`): two requests made the same row at the same moment, and the later one lost.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
