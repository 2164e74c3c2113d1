import { idempotencyKey as keySchema } from '@wayfare/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor, Tx } from '../db/client';
import { inTransaction } from '../db/tx';
import { AppError, fail } from './app-error';
import { sha256 } from './crypto';
import { idempotencyRepository as repo } from './idempotency.repository';

/**
 * Idempotent money calls. The key row is inserted FIRST inside the business transaction, under the
 * (user, key) primary key: a concurrent duplicate blocks on that row until the first transaction commits,
 * then finds it and returns the stored answer (or, rolled back, takes over). The answer is written in the
 * same transaction, so a key is never stored without its effect, nor an effect without its key.
 * Failed calls store nothing: retrying them runs them again.
 */

/** Keys live at least this long (the issue asks for 24 h). */
const KEEP_HOURS = 48;

export type IdempotencyScope = {
  /** The user's id; operators use their negated id, anonymous callbacks 0. */
  userId: number;
  /** The call, e.g. `/amount/Recharge`: a key used on another call is a conflict. */
  route: string;
  /** Absent: the call simply runs once per request. */
  key?: string;
  /** The parsed request; `token`, `idempotencyKey` and passwords are left out of the comparison. */
  body: unknown;
};

/** The key from the body's `idempotencyKey` or the `Idempotency-Key` header. */
export function idempotencyKeyOf(req: FastifyRequest, body: { idempotencyKey?: string }): string | undefined {
  const header = req.headers['idempotency-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (body.idempotencyKey && fromHeader && body.idempotencyKey !== fromHeader) fail('ParameterError');
  const key = body.idempotencyKey ?? fromHeader;
  if (key === undefined) return undefined;
  if (!keySchema.safeParse(key).success) fail('ParameterError');
  return key;
}

/** Not part of what a retry must repeat; secrets are kept out of the stored hash too. */
const IGNORED = new Set(['token', 'idempotencyKey', 'withdrawalPassword', 'password']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value as object)
        .filter((k) => !IGNORED.has(k))
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export const requestHash = (route: string, body: unknown) => sha256(`${route}\n${JSON.stringify(canonical(body))}`);

type Stored<T> = { hit: true; response: T } | { hit: false };

async function stored<T>(ex: Executor, scope: IdempotencyScope, hash: string): Promise<Stored<T>> {
  const row = await repo.find(ex, scope.userId, scope.key!);
  if (!row) return { hit: false };
  if (row.route !== scope.route || row.requestHash !== hash) throw new AppError('IdempotencyConflict');
  if (row.response === null || row.response === undefined) throw new AppError('Unavailable');
  return { hit: true, response: row.response as T };
}

/** Looks a key up outside any transaction (before calling an outside service); conflicts throw. */
export async function peekIdempotent<T>(db: Db, scope: IdempotencyScope): Promise<T | undefined> {
  if (!scope.key) return undefined;
  const s = await stored<T>(db, scope, requestHash(scope.route, scope.body));
  return s.hit ? s.response : undefined;
}

/**
 * Runs a money-moving call once per key: `fn` gets the transaction its effects must be written in.
 * Answers `{ response, replayed }`; a replay moved no money.
 */
export async function idempotent<T>(
  db: Db,
  scope: IdempotencyScope,
  fn: (tx: Tx) => Promise<T>,
): Promise<{ response: T; replayed: boolean }> {
  if (!scope.key) return { response: await inTransaction(db, fn), replayed: false };
  const hash = requestHash(scope.route, scope.body);
  return inTransaction(db, async (tx) => {
    const key = scope.key!;
    const claimed = await repo.claim(tx, { userId: scope.userId, key, route: scope.route, requestHash: hash });
    if (!claimed) {
      const s = await stored<T>(tx, scope, hash);
      if (s.hit) return { response: s.response, replayed: true };
    }
    const response = await fn(tx);
    await repo.answer(tx, scope.userId, key, response);
    return { response, replayed: false };
  });
}

/** Deletes keys older than the retention window; returns how many went. */
export const purgeIdempotencyKeys = (db: Db): Promise<number> => repo.purgeOlderThan(db, KEEP_HOURS);
