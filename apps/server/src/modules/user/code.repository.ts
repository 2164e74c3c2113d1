import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verificationCodes } from '../../db/schema';

export type CodeRow = typeof verificationCodes.$inferSelect;

export const codeRepository = {
  insert: (db: Executor, row: typeof verificationCodes.$inferInsert) =>
    db.insert(verificationCodes).values(row).returning({ id: verificationCodes.id }),

  byTokenHash: async (db: Executor, tokenHash: string): Promise<CodeRow | null> =>
    (await db.select().from(verificationCodes).where(eq(verificationCodes.tokenHash, tokenHash)))[0] ?? null,

  /** The newest unused code of an account and purpose (for calls whose contract makes the token optional). */
  latestPending: async (db: Executor, account: string, purpose: number): Promise<CodeRow | null> =>
    (
      await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.account, account),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1)
    )[0] ?? null,

  /** A new code replaces the pending ones of the same account and purpose (unless kept); expired rows are dropped. */
  retirePending: async (db: Executor, account: string, purpose: number, o: { keepPending?: boolean } = {}) => {
    if (!o.keepPending)
      await db
        .update(verificationCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(verificationCodes.account, account),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
          ),
        );
    await db
      .delete(verificationCodes)
      .where(
        and(eq(verificationCodes.account, account), lt(verificationCodes.expiresAt, sql`now() - interval '1 day'`)),
      );
  },

  /**
   * Reserves one guess of a live code in one statement (so concurrent guesses can never exceed the budget);
   * null when the code is used, expired or out of guesses.
   */
  reserveAttempt: async (db: Executor, id: number, maxAttempts: number) =>
    (
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, sql`now()`),
            lt(verificationCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: verificationCodes.attempts })
    )[0] ?? null,

  /** Gives a reserved guess back (the code was right). */
  releaseAttempt: (db: Executor, id: number) =>
    db
      .update(verificationCodes)
      .set({ attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)` })
      .where(eq(verificationCodes.id, id)),

  /**
   * Marks the code used unless it already was or expired, or wrong guesses used up its budget (a right one
   * that reserved the last guess still counts as right); true when this call used it.
   */
  markUsed: async (db: Executor, id: number, maxAttempts: number) =>
    (
      await db
        .update(verificationCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, sql`now()`),
            lte(verificationCodes.attempts, maxAttempts),
          ),
        )
        .returning({ id: verificationCodes.id })
    ).length === 1,
};
