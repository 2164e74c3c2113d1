import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { rawQuery } from '../src/db/raw';

/**
 * A fresh database for one test file: in-memory PGlite by default; with DATABASE_URL set, a new database
 * on that server that is dropped afterwards, so runs never see each other's data. A configured but
 * unreachable server fails loudly.
 */
export async function openTestDatabase(opts: { migrationsFolder?: string } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://', ...opts });
  const name = `wf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString(), poolSize: 30, ...opts });
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
  const database = opts.database ?? (await openTestDatabase());
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
