import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from './client';

/** Transient database conflicts (deadlock, serialization) are retried this many times. */
const TX_ATTEMPTS = 3;

const transient = (err: unknown) => {
  const code = (err as { code?: string })?.code;
  return code === '40P01' || code === '40001';
};

type SessionParts = { client: unknown; dialect: unknown; schema: unknown; options: unknown };

/**
 * Drizzle builds a new transaction object per transaction, and with it a relational query builder per
 * table: on the wallet's hot path that cost as much as the SQL itself. On node-postgres we keep one
 * transaction object per pooled connection (connections are reused; the object holds no per-transaction
 * state) and send BEGIN/COMMIT ourselves. PGlite keeps Drizzle's own transaction.
 */
const txByClient = new WeakMap<pg.PoolClient, Tx>();

async function pooledTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const session = (db as unknown as { session: SessionParts }).session;
  const pool = session?.client;
  if (!(pool instanceof pg.Pool)) return db.transaction(fn);
  const client = await pool.connect();
  let tx = txByClient.get(client);
  if (!tx) {
    const Session = NodePgSession as unknown as new (...a: unknown[]) => unknown;
    const Transaction = NodePgTransaction as unknown as new (...a: unknown[]) => Tx;
    tx = new Transaction(
      session.dialect,
      new Session(client, session.dialect, session.schema, session.options),
      session.schema,
    );
    txByClient.set(client, tx);
  }
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await fn(tx);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch((e: Error) => {
      broken = e;
    });
    throw err;
  } finally {
    // A connection that could not even roll back is discarded, not reused.
    client.release(broken);
  }
}

/** Runs `fn` in a transaction, again on a deadlock or serialization failure (nothing was committed). */
export async function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pooledTransaction(db, fn);
    } catch (err) {
      if (attempt >= TX_ATTEMPTS || !transient(err)) throw err;
    }
  }
}
