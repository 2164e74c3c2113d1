import { defineConfig } from 'vitest/config';

// CI (or VITEST_JSON) also writes a JSON report that scripts/test-summary.mjs adds up.
const jsonReport = process.env.VITEST_JSON ?? (process.env.CI ? '.tmp/vitest-unit.json' : undefined);

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Test databases are copies of templates built once per run (apps/server/test/helpers.ts).
          globalSetup: ['test/templates.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      { test: { name: 'admin', root: 'apps/admin', include: ['src/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
