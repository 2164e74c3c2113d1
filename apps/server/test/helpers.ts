import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { rawQuery } from '../src/db/raw';
import type { TemplateRun } from './templates.global';

/**
 * A fresh database for one test file: in-memory PGlite by default; with DATABASE_URL set, a new database
 * on that server that is dropped afterwards, so runs never see each other's data. A configured but
 * unreachable server fails loudly.
 *
 * Under the server project's globalSetup (templates.global.ts) the database is a copy of a template built
 * once per run (migrated, or migrated and seeded): a PGlite data directory dumped to a file, or a PostgreSQL
 * `create database ... template`. Migrations still run at open (none are pending). A custom migrations
 * folder (upgrade tests) or a run without the globalSetup takes the slow path: an empty database, migrated.
 */
export async function openTestDatabase(
  opts: { migrationsFolder?: string; template?: TemplateKind } = {},
): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const run = opts.migrationsFolder ? undefined : templateRun();
  const kind = opts.template ?? 'migrated';
  if (!url) {
    if (!run) return openDatabase({ dataDir: 'memory://', migrationsFolder: opts.migrationsFolder });
    return openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate(run, kind) });
  }
  const name = `wf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    if (run) await createFromTemplate(admin, name, await postgresTemplate(url, run, kind));
    else await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    url: databaseUrl(url, name),
    poolSize: 30,
    migrationsFolder: opts.migrationsFolder,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** What a template holds: the shipped migrations applied, and for `seeded` the demo world on top. */
export type TemplateKind = 'migrated' | 'seeded';

function templateRun(): TemplateRun | undefined {
  try {
    return inject('wfTemplateRun');
  } catch {
    return undefined;
  }
}

function databaseUrl(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The seed writes dates relative to now (flights 60 days ahead, stays, article dates): a seeded template
 * is rebuilt when the UTC hour changes, and `createTestApp` runs `seed()` over the copy, which tops the
 * flights up to this moment (a no-op when nothing is due), as a server start does.
 */
function templateName(run: TemplateRun, kind: TemplateKind): string {
  const hour = new Date().toISOString().slice(0, 13).replace(/[-T]/g, '');
  return kind === 'seeded' ? `wf_tpl_${run.id}_seeded_${hour}` : `wf_tpl_${run.id}_migrated`;
}

/** Builds a template's content on an open (migrated) database. */
async function fillTemplate(database: Database, kind: TemplateKind): Promise<void> {
  if (kind === 'seeded') {
    const { seed } = await import('../src/db/seed');
    await seed(database.db);
  }
}

/**
 * The PGlite template as a tarball: built by the first test file that needs it (an exclusive lock file
 * makes the others wait), kept in the run directory, loaded by every later one.
 */
async function pgliteTemplate(run: TemplateRun, kind: TemplateKind): Promise<Blob> {
  const file = path.join(run.dir, `${templateName(run, kind)}.tar`);
  if (!fs.existsSync(file)) {
    await withLockFile(`${file}.lock`, async () => {
      if (fs.existsSync(file)) return;
      const base = kind === 'seeded' ? await pgliteTemplate(run, 'migrated') : undefined;
      const database = await openDatabase({ dataDir: 'memory://', loadDataDir: base });
      try {
        await fillTemplate(database, kind);
        const client = (database.db as unknown as { $client: PGlite }).$client;
        const tarball = await client.dumpDataDir('none');
        fs.writeFileSync(`${file}.part`, Buffer.from(await tarball.arrayBuffer()));
        fs.renameSync(`${file}.part`, file);
      } finally {
        await database.close();
      }
    });
  }
  return new Blob([fs.readFileSync(file)]);
}

/** Holds `lock` (created exclusively) while `fn` runs; a lock older than 5 minutes is a crashed builder's. */
async function withLockFile(lock: string, fn: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 300_000) fs.rmSync(lock, { force: true });
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * The PostgreSQL template database: built once per run under an advisory lock (other files wait, then find
 * it), under a temporary name renamed when complete, so a failed build never leaves a half template.
 * templates.global.ts drops the run's templates at the end.
 */
async function postgresTemplate(url: string, run: TemplateRun, kind: TemplateKind): Promise<string> {
  const name = templateName(run, kind);
  const exists = async (client: pg.Client) =>
    ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    if (await exists(lock)) return name;
    await lock.query('select pg_advisory_lock(hashtext($1))', [name]);
    if (await exists(lock)) return name;
    const building = `${name}_build`;
    await lock.query(`drop database if exists ${building} with (force)`);
    if (kind === 'seeded') await createFromTemplate(lock, building, await postgresTemplate(url, run, 'migrated'));
    else await lock.query(`create database ${building}`);
    const database = await openDatabase({ url: databaseUrl(url, building), poolSize: 2 });
    try {
      await fillTemplate(database, kind);
    } finally {
      await database.close();
    }
    await retryInUse(() => lock.query(`alter database ${building} rename to ${name}`));
    return name;
  } finally {
    // Ending the session releases the advisory lock.
    await lock.end();
  }
}

/** `create database ... template`, retried while a closing session of the template still lingers. */
async function createFromTemplate(client: pg.Client, name: string, template: string): Promise<void> {
  await retryInUse(() => client.query(`create database ${name} template ${template}`));
}

/** Retries `fn` while PostgreSQL answers 55006 object_in_use ("being accessed by other users"). */
async function retryInUse(fn: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await fn();
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * A second connection pool on the same test database, as another server instance has: races count only
 * across real connections. Null on PGlite (one transaction at a time; callers use the same database).
 */
export async function secondPool(database: Database, poolSize = 20): Promise<Database | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const [row] = await rawQuery(database.db, 'select current_database() as name');
  const url = new URL(base);
  url.pathname = `/${row!.name}`;
  return openDatabase({ url: url.toString(), poolSize });
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** POST /api + path with a JSON body; returns the parsed envelope and the raw response. */
  call: <T = unknown>(
    path: string,
    body?: unknown,
    opts?: { token?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number; data: T; msg: string; params?: Record<string, unknown>; http: number }>;
  close: () => Promise<void>;
};

export async function createTestApp(
  opts: { seed?: boolean; env?: Record<string, string>; database?: Database } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase({ template: opts.seed ? 'seeded' : 'migrated' }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `wf-test-${randomBytes(4).toString('hex')}:`,
    RATE_LIMIT_PER_MINUTE: '100000',
    // Tests stand in for clients behind a proxy, telling them apart by X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...opts.env,
  });
  if (opts.seed) {
    const { seed } = await import('../src/db/seed');
    await seed(database.db);
  }
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    call: async (p, body = {}, o = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api${p}`,
        payload: o.token ? { ...(body as object), token: o.token } : (body as object),
        headers: o.headers,
      });
      return { ...res.json(), http: res.statusCode };
    },
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
