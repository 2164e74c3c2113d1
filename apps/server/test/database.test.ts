import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
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
