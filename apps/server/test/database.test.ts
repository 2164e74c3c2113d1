import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, openDatabase } from '../src/db/client';
import { rawQuery } from '../src/db/raw';
import * as schema from '../src/db/schema';
import { isDatabaseUnavailable } from '../src/lib/pg-errors';
import { openTestDatabase } from './helpers';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('create every table of the schema on an empty database', async () => {
    const expected = Object.values(schema)
      .filter((v) => is(v, PgTable))
      .map((t) => getTableName(t as PgTable))
      .sort();
    const rows = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const present = (rows as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(expected.length).toBeGreaterThan(25);
    for (const table of expected) expect(present).toContain(table);
  });

  it('refuse a negative user wallet balance at the database level', async () => {
    const insert = database.db.execute(
      sql`insert into ledger_accounts (kind, owner_id, currency, balance) values ('user_wallet', 424242, 'USD', -1)`,
    );
    await expect(insert).rejects.toThrow();
  });
});

describe('a lost database connection', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'inside a transaction, between two queries, fails that transaction as unavailable and not the process',
    async () => {
      const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await killer.connect();
      try {
        const outcome = await database.db
          .transaction(async (tx) => {
            const [row] = await rawQuery(tx, 'select pg_backend_pid() as pid');
            // The server ends this connection while the transaction holds it and runs no query: an 'error'
            // event without a listener here used to crash the whole process.
            await killer.query('select pg_terminate_backend($1)', [row!.pid]);
            await new Promise((r) => setTimeout(r, 300));
            await rawQuery(tx, 'select 1');
            return 'committed';
          })
          .catch((err: unknown) => err);
        expect(isDatabaseUnavailable(outcome), String(outcome)).toBe(true);
        // The pool dropped the dead connection and serves again.
        expect((await rawQuery(database.db, 'select 1 as one'))[0]!.one).toBe(1);
      } finally {
        await killer.end();
      }
    },
  );
});

describe('processes starting together on a new database', () => {
  it.skipIf(!process.env.DATABASE_URL)('apply the migrations once between them, and all start', async () => {
    const base = process.env.DATABASE_URL!;
    const name = `wf_test_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 3 }, () => openDatabase({ url: url.toString(), poolSize: 2 })),
      );
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      const shipped = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length;
      expect(rows[0].n).toBe(shipped);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
