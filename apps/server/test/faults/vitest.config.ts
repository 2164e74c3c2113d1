import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));
const jsonReport = process.env.VITEST_JSON ?? (process.env.CI ? '.tmp/vitest-faults.json' : undefined);

/**
 * `npm run test:faults`: each file starts its own PostgreSQL cluster, Redis, three server processes and
 * nginx, then breaks them (kill -9, outages, SIGTERM, backup and restore). One file at a time: each needs
 * the machine's two cores to itself to stay deterministic.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: here,
    include: ['**/*.faults.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
    reporters: jsonReport ? ['default', ['json', { outputFile: path.resolve(jsonReport) }]] : ['default'],
  },
});
