import { defineConfig } from 'vitest/config';

const jsonReport = process.env.VITEST_JSON_E2E ?? (process.env.CI ? '.tmp/vitest-e2e-cluster.json' : undefined);

/** Browser journeys that need a real PostgreSQL and Redis (two server instances); `.ci/run` runs them. */
export default defineConfig({
  test: {
    name: 'e2e-cluster',
    root: '.',
    include: ['e2e/**/*.pg-e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 240_000,
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
  },
});
