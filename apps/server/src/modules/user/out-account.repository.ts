import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { oauthStates, outAccounts, users } from '../../db/schema';

export const outAccountRepository = {
  insertState: async (db: Executor, row: typeof oauthStates.$inferInsert) => {
    await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now() - interval '1 hour'`));
    await db.insert(oauthStates).values(row);
  },

  /** Uses a state once: the row comes back only for the first caller, and only while unexpired. */
  consumeState: async (db: Executor, stateHash: string, provider: string) =>
    (
      await db
        .update(oauthStates)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oauthStates.stateHash, stateHash),
            eq(oauthStates.provider, provider),
            isNull(oauthStates.usedAt),
            sql`${oauthStates.expiresAt} > now()`,
          ),
        )
        .returning()
    )[0] ?? null,

  findState: async (db: Executor, stateHash: string) =>
    (await db.select().from(oauthStates).where(eq(oauthStates.stateHash, stateHash)))[0] ?? null,

  /** The live user behind a third-party identity, if any. */
  userOf: async (db: Executor, accountType: string, outAccountId: string) =>
    (
      await db
        .select({ id: users.id, frozen: users.frozen })
        .from(outAccounts)
        .innerJoin(users, eq(users.id, outAccounts.userId))
        .where(
          and(
            eq(outAccounts.accountType, accountType),
            eq(outAccounts.outAccountId, outAccountId),
            isNull(users.deletedAt),
          ),
        )
    )[0] ?? null,

  link: (db: Executor, row: typeof outAccounts.$inferInsert) => db.insert(outAccounts).values(row),
};
