/**
 * Lints the OpenAPI document the server serves at /api/docs/json with Redocly's recommended rules: builds
 * the app in-process (in-memory database, no demo seed, no jobs, no network), writes the document to
 * .tmp/openapi.json and runs the pinned `redocly lint` on it. Exits non-zero on any error. Run:
 *   node --import tsx apps/server/scripts/openapi-lint.ts
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const out = path.join(root, '.tmp', 'openapi.json');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-openapi-'));

const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', JOBS_POLL_MS: '0', LOG_LEVEL: 'silent' });
const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ config, database, logger: false });
let status = 1;
try {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(res.json(), null, 2)}\n`);
  const cli = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  // Offline-friendly: no telemetry, no update check.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const lint = (format: string) =>
    spawnSync(process.execPath, [cli, 'lint', out, '--extends=recommended', `--format=${format}`], {
      stdio: 'inherit',
      env,
    }).status ?? 1;
  // A count per rule when it passes (the warnings are known); every problem with its place when it fails.
  status = lint('summary');
  if (status !== 0) lint('stylish');
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
