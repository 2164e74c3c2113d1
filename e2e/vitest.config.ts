import { defineConfig } from 'vitest/config';

const jsonReport = process.env.VITEST_JSON_E2E ?? (process.env.CI ? '.tmp/vitest-e2e.json' : undefined);

/** Browser journeys: one server per file, run one file at a time (2 cores). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
  },
});
