import pg from 'pg';
import type { Executor } from './client';

export type Row = Record<string, unknown>;
export type Raw = (text: string, values: unknown[], name?: string) => Promise<Row[]>;

/**
 * The driver client under a Drizzle database or transaction (pg Pool/Client or PGlite), for the hot
 * paths where Drizzle's per-query overhead showed (ledger journals, sessions, pay, merchant list):
 * named prepared statements on node-postgres, plain parameterised queries on PGlite.
 */
export function rawOf(ex: Executor): Raw {
  const client = (ex as unknown as { session?: { client?: unknown } }).session?.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return async (text, values, name) => (await client.query({ text, values, name })).rows;
  }
  const lite = client as { query?: (t: string, v: unknown[]) => Promise<{ rows: Row[] }> } | undefined;
  if (typeof lite?.query !== 'function') throw new Error('raw query: unsupported database driver');
  return async (text, values) => (await lite.query!(text, values)).rows;
}

/** Runs one SQL text with parameters in the caller's transaction (or autocommit on a database). */
export const rawQuery = (ex: Executor, text: string, values: unknown[] = [], name?: string) =>
  rawOf(ex)(text, values, name);
