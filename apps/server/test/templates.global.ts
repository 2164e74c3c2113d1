import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** One test run's templates (see openTestDatabase in helpers.ts): PGlite tarballs in `dir`, databases `wf_tpl_<id>_*`. */
export type TemplateRun = { id: string; dir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    wfTemplateRun: TemplateRun;
  }
}

/**
 * globalSetup of the server project: names this run's test-database templates (built on first use by the
 * test files) and removes them when the run ends, so the next run seeds afresh for its own date.
 */
export default function setup(project: TestProject) {
  const run: TemplateRun = {
    id: randomBytes(4).toString('hex'),
    dir: fs.mkdtempSync(path.join(os.tmpdir(), 'wf-templates-')),
  };
  project.provide('wfTemplateRun', run);
  return async () => {
    fs.rmSync(run.dir, { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`wf_tpl_${run.id}_%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  };
}
