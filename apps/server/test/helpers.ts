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
 * folder (upgrade tests) or a run without the globalSetup takes the slow path: an empty database, migrated
 * (and seeded for `template: 'seeded'`).
 */
export async function openTestDatabase(
  opts: { migrationsFolder?: string; template?: TemplateKind } = {},
): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const run = opts.migrationsFolder ? undefined : templateRun();
  const kind = opts.template ?? 'migrated';
  if (!url) {
    if (run) return openPgliteTemplate(run, kind);
    const database = await openDatabase({ dataDir: 'memory://', migrationsFolder: opts.migrationsFolder });
    await fillTemplate(database, kind);
    return database;
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
  if (!run) await fillTemplate(database, kind);
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
 * An in-memory PGlite database from the run's template tarball. The first test file that needs a template
 * builds it on the database it then uses itself (migrate, dump; seed, dump), so it pays little more than
 * before. No lock: the tarball is written aside and renamed into place (atomic), so workers starting
 * together may each build one (as each migrated before), and a builder that dies (a timed-out hook ends
 * its worker) leaves a `.part` file at most, never a lock to wait on.
 */
async function openPgliteTemplate(run: TemplateRun, kind: TemplateKind): Promise<Database> {
  const file = (k: TemplateKind) => path.join(run.dir, `${templateName(run, k)}.tar`);
  const load = (k: TemplateKind) => new Blob([fs.readFileSync(file(k))]);
  if (fs.existsSync(file(kind))) return openDatabase({ dataDir: 'memory://', loadDataDir: load(kind) });
  const haveMigrated = fs.existsSync(file('migrated'));
  const database = await openDatabase({
    dataDir: 'memory://',
    loadDataDir: haveMigrated ? load('migrated') : undefined,
  });
  try {
    if (!haveMigrated) await saveTemplate(database, file('migrated'));
    if (kind === 'seeded') {
      await fillTemplate(database, kind);
      await saveTemplate(database, file(kind));
    }
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}

async function saveTemplate(database: Database, file: string): Promise<void> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tarball = await client.dumpDataDir('none');
  const part = `${file}.${process.pid}.part`;
  fs.writeFileSync(part, Buffer.from(await tarball.arrayBuffer()));
  fs.renameSync(part, file);
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
