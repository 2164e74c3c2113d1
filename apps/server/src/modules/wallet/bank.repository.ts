import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bankAccounts } from '../../db/schema';

export type BankRow = typeof bankAccounts.$inferSelect;
export type BankValues = Omit<typeof bankAccounts.$inferInsert, 'id' | 'userId' | 'createdAt' | 'deletedAt'>;

/** Payment accounts; every query is scoped to the owner, so nobody reaches another user's account. */
export const bankRepository = {
  list: (db: Executor, userId: number, account?: string) =>
    db
      .select()
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.userId, userId),
          isNull(bankAccounts.deletedAt),
          account === undefined ? undefined : eq(bankAccounts.account, account),
        ),
      )
      .orderBy(desc(bankAccounts.id)),

  insert: async (db: Executor, userId: number, values: BankValues) =>
    (
      await db
        .insert(bankAccounts)
        .values({ ...values, userId })
        .returning()
    )[0]!,

  update: async (db: Executor, userId: number, account: string, values: Omit<BankValues, 'account'>) =>
    (
      await db
        .update(bankAccounts)
        .set(values)
        .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.account, account), isNull(bankAccounts.deletedAt)))
        .returning()
    )[0] ?? null,

  softDelete: async (db: Executor, userId: number, account: string) =>
    (
      await db
        .update(bankAccounts)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.account, account), isNull(bankAccounts.deletedAt)))
        .returning({ id: bankAccounts.id })
    ).length > 0,
};
