import { defineConfig } from 'vitest/config';

const ALL_TESTS = [
  'core/**/*.test.ts',
  'server/**/*.test.ts',
  'app/**/*.test.ts',
  'demo/**/*.test.ts',
  'tests/api/**/*.test.ts',
  'tests/security/**/*.test.ts',
  'scripts/**/*.test.ts',
];
/**
 * Files whose apps serve the pages through Vite's dev server (`startTestApp(…, { pages: true })`).
 * React Router's Vite plugin rewrites `.react-router/types` whenever a dev server starts, so two
 * at once race on that folder: their own project's global setup takes that folder's contents
 * once, and each worker starts its one dev server, which its apps share, in turn
 * (tests/support/route-types.ts, tests/support/test-app.ts). The files themselves run two at a
 * time among the rest: a project without file parallelism would run alone after every other file,
 * one core idle (docs/decisions/054-ci-time-measured.md, 066).
 */
const PAGES_TESTS = '**/*.pages.test.ts';

export default defineConfig({
  test: {
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // The migrated and seeded databases every test app starts from, made once per run.
    globalSetup: ['tests/support/database-templates.ts'],
    // Each file boots its own app on its own databases; two cores, so two at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ALL_TESTS,
          exclude: [PAGES_TESTS],
          // The files of a worker share its modules instead of importing the whole app again:
          // each file still boots its own app on its own databases (docs/decisions/065).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'pages',
          include: [PAGES_TESTS],
          // A worker's files share its modules, and with them the Vite dev server its first
          // pages app started (tests/support/test-app.ts): each file still boots its own apps on
          // their own databases, and each app runs the pages' modules afresh (docs/decisions/066).
          isolate: false,
          // The route types each dev server waits for; startTestApp serves pages only with them.
          globalSetup: ['tests/support/route-types.ts'],
        },
      },
    ],
  },
});
