import { hasSqlState } from './sql-state.ts';

/**
 * Whether an error is PostgreSQL's unique_violation (SQLSTATE 23505): two requests made the same
 * row at the same moment, and the later one lost.
 */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');
