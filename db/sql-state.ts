/**
 * Whether an error is PostgreSQL's error of this SQLSTATE, through Drizzle's wrapping (`cause`).
 * https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
export function hasSqlState(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** lock_not_available: a `NOWAIT` lock that another transaction holds. */
export const isLockNotAvailable = (error: unknown): boolean => hasSqlState(error, '55P03');
