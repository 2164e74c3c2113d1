/**
 * Runs every benchmark under bench/ (files ending in .bench.ts) one after another, each in its own
 * process. Each prints `RESULT <name> <value> <unit>` and `RATIO <name> <value>` lines.
 * `npm run bench -- <filter>` runs only the files whose name contains the filter.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n# ${file}`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: 'inherit' });
  if (res.status !== 0) {
    failed++;
    console.log(`# ${file} failed (exit ${res.status})`);
  }
}
process.exit(failed ? 1 : 0);
