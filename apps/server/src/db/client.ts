import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept `Db | Tx` as `Executor`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs one SQL text with parameters; for hot paths and health checks. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the pending migrations of `folder` (the shipped ones by default) to an open database. */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'postgres') await migratePg(database.db as never, { migrationsFolder: folder });
  else await migratePglite(database.db as never, { migrationsFolder: folder });
}

/** Key of the advisory lock that lets one process at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK = 0x5741_5946; // 'WAYF'

/**
 * Drizzle's migrator takes no lock: processes starting together on a database with pending migrations
 * would each apply them (and all but one fail). A session advisory lock, held on a connection of its own
 * while this process migrates, makes the others wait and then find nothing left to do.
 */
async function migrateLocked(url: string, run: () => Promise<void>) {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await run();
  } finally {
    // Ending the session releases its lock too.
    await lock.end().catch(() => {});
  }
}

export type DatabaseOptions = {
  /** postgres:// URL of a real server; when absent PGlite is used. */
  url?: string;
  /** PGlite directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** Pool size for a real server. */
  poolSize?: number;
  /** Migrations to apply at open (tests of an upgrade start from an older set). */
  migrationsFolder?: string;
  /**
   * PGlite only: start from this data directory (a tarball from `dumpDataDir`) instead of an empty cluster;
   * tests clone a migrated template this way. Pending migrations are applied on top as usual.
   */
  loadDataDir?: Blob;
};

/** Opens the database and applies pending migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    // A server that does not answer fails a connect within seconds (503 unavailable), not never.
    // JIT compilation costs more than it saves on this app's short OLTP statements (a 3-night hotel search
    // crosses the default jit_above_cost and spent 300 ms of 1 s compiling), so it is off for our sessions.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      connectionTimeoutMillis: 5_000,
      options: '-c jit=off',
    });
    // Money columns are bigint; node-postgres returns them as strings, Drizzle maps them per column.
    pool.on('error', () => {
      /* idle client errors surface on the next query */
    });
    // A client checked out between two queries (inside a transaction) has no listener of the pool's: when
    // the server goes away then, its 'error' event would crash the process (found by the fault suite). The
    // error reaches the caller through its next query (503 `unavailable`), and the pool drops the client.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateLocked(opts.url, () =>
      migratePg(db as never, { migrationsFolder: opts.migrationsFolder ?? migrationsFolder }),
    ).catch(async (err) => {
      await pool.end().catch(() => {});
      throw err;
    });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let dir = opts.dataDir;
  if (dir && dir !== 'memory://') {
    fs.mkdirSync(dir, { recursive: true });
  } else {
    dir = undefined;
  }
  // The options form: `new PGlite(undefined, options)` would drop the options.
  const client = new PGlite({ dataDir: dir, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: opts.migrationsFolder ?? migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
