import { apiFuzzOn } from './api-fuzz-cases.ts';

// Every operation of the OpenAPI document sent malformed requests (api-fuzz-cases.ts), on PGlite
// here and on PostgreSQL in api-fuzz-postgres.test.ts: one file per engine, so that Vitest's two
// workers share the work.
apiFuzzOn('pglite');
