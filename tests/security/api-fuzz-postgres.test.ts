import { apiFuzzOn } from './api-fuzz-cases.ts';

// The API fuzzing on PostgreSQL (skipped without TEST_DATABASE_URL): a file of its own so that
// Vitest's second worker runs it beside PGlite's (api-fuzz.test.ts).
apiFuzzOn('postgres');
