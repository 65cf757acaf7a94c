import { studioPermissionsOn } from './studio-permissions-matrix.ts';

// The permission matrix on PostgreSQL (skipped without TEST_DATABASE_URL): a file of its own so
// that Vitest's second worker runs it beside PGlite's (studio-permissions.test.ts).
studioPermissionsOn('postgres');
