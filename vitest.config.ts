import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/security/**/*.test.ts',
      'core/**/*.test.ts',
      'server/**/*.test.ts',
      'app/**/*.test.ts',
      'demo/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/security/**/*.test.ts',
    ],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // The migrated and seeded databases every test app starts from, made once per run.
    globalSetup: ['tests/support/database-templates.ts'],
    // Each file boots its own app on its own databases; two cores, so two at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
