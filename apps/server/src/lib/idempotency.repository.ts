import type { Executor } from '../db/client';
import { rawQuery } from '../db/raw';

/** The idempotency_keys table: one row per (user, key), claimed first, answered in the same transaction. */
export const idempotencyRepository = {
  find: async (ex: Executor, userId: number, key: string) => {
    const [row] = await rawQuery(
      ex,
      'select route, request_hash, response from idempotency_keys where user_id = $1::bigint and key = $2::text',
      [userId, key],
    );
    if (!row) return null;
    return {
      route: row.route as string,
      requestHash: row.request_hash as string,
      // PGlite answers jsonb parsed; node-postgres too, unless a driver hands back text.
      response: typeof row.response === 'string' ? (JSON.parse(row.response) as unknown) : row.response,
    };
  },

  /** Inserts the key; false when it exists already (a concurrent duplicate waits here for the first). */
  claim: async (ex: Executor, k: { userId: number; key: string; route: string; requestHash: string }) =>
    (
      await rawQuery(
        ex,
        `insert into idempotency_keys (user_id, key, route, request_hash) values ($1::bigint, $2::text, $3::text, $4::text)
         on conflict (user_id, key) do nothing returning key`,
        [k.userId, k.key, k.route, k.requestHash],
      )
    ).length > 0,

  answer: async (ex: Executor, userId: number, key: string, response: unknown) => {
    await rawQuery(
      ex,
      'update idempotency_keys set response = $3::jsonb where user_id = $1::bigint and key = $2::text',
      [userId, key, JSON.stringify(response ?? null)],
    );
  },

  /** Deletes keys older than `hours`; returns how many went. */
  purgeOlderThan: async (ex: Executor, hours: number) =>
    (
      await rawQuery(
        ex,
        `delete from idempotency_keys where created_at < now() - make_interval(hours => $1::int) returning key`,
        [hours],
      )
    ).length,
};
