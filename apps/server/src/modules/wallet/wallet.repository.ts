import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bankAccounts,
  bonusRules,
  countries,
  fxQuotes,
  ledgerAccounts,
  ledgerEntries,
  ledgerJournals,
  paymentChannels,
  recharges,
  users,
  withdrawals,
} from '../../db/schema';

export type Direction = 'recharge' | 'withdraw';
export type ChannelRow = typeof paymentChannels.$inferSelect;
export type RechargeRow = typeof recharges.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export const walletRepository = {
  user: async (db: Executor, id: number) =>
    first(
      await db
        .select({
          id: users.id,
          countryCode: users.countryCode,
          frozen: users.frozen,
          realInfo: users.realInfo,
          withdrawPasswordHash: users.withdrawPasswordHash,
        })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt))),
    ),

  country: async (db: Executor, code: string) =>
    first(await db.select().from(countries).where(eq(countries.code, code))),

  channels: (db: Executor, countryCode: string, direction: Direction) =>
    db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.countryCode, countryCode), eq(paymentChannels.direction, direction)))
      .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id)),

  channelById: async (db: Executor, id: number) =>
    first(await db.select().from(paymentChannels).where(eq(paymentChannels.id, id))),

  /** The enabled top-up bonus rules of one currency, smallest first. */
  bonusRules: (db: Executor, currency: string) =>
    db
      .select()
      .from(bonusRules)
      .where(and(eq(bonusRules.enabled, true), eq(bonusRules.currency, currency)))
      .orderBy(asc(bonusRules.minAmount)),

  /** The user's wallet entries (every currency), newest first, with their journal and its quote. */
  records: async (db: Executor, userId: number, offset: number, limit: number, type?: number) => {
    const where = and(
      eq(ledgerAccounts.kind, 'user_wallet'),
      eq(ledgerAccounts.ownerId, userId),
      type === undefined ? undefined : eq(ledgerJournals.type, type),
    );
    const base = () =>
      db
        .select({
          id: ledgerEntries.id,
          type: ledgerJournals.type,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          currency: ledgerEntries.currency,
          quote: fxQuotes,
          orderId: ledgerJournals.orderId,
          ref: ledgerJournals.ref,
          memo: ledgerJournals.memo,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
        .leftJoin(fxQuotes, eq(fxQuotes.id, ledgerJournals.quoteId));
    const [rows, [total]] = await Promise.all([
      base().where(where).orderBy(desc(ledgerEntries.id)).limit(limit).offset(offset),
      db
        .select({ n: count() })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  // ---- recharges ----

  insertRecharge: async (db: Executor, r: typeof recharges.$inferInsert) =>
    (await db.insert(recharges).values(r).returning())[0]!,

  rechargeById: async (db: Executor, id: number) =>
    first(await db.select().from(recharges).where(eq(recharges.id, id))),

  rechargeByProviderRef: async (db: Executor, ref: string) =>
    first(await db.select().from(recharges).where(eq(recharges.providerRef, ref))),

  /** Moves a recharge out of `from` status; null when it was not in it (someone else got there first). */
  settleRecharge: async (
    db: Executor,
    id: number,
    from: number,
    to: number,
    set: { reviewedBy?: number | null; note?: string; data?: Record<string, unknown> } = {},
  ) =>
    first(
      await db
        .update(recharges)
        .set({
          status: to,
          reviewedAt: sql`now()`,
          ...(set.reviewedBy !== undefined ? { reviewedBy: set.reviewedBy } : {}),
          ...(set.note !== undefined ? { note: set.note } : {}),
          ...(set.data ? { data: sql`${recharges.data} || ${JSON.stringify(set.data)}::jsonb` } : {}),
        })
        .where(and(eq(recharges.id, id), eq(recharges.status, from)))
        .returning(),
    ),

  rechargesPage: async (db: Executor, userId: number, offset: number, limit: number, status?: number) => {
    const where = and(eq(recharges.userId, userId), status === undefined ? undefined : eq(recharges.status, status));
    const [rows, [total]] = await Promise.all([
      db
        .select({ r: recharges, c: paymentChannels })
        .from(recharges)
        .innerJoin(paymentChannels, eq(paymentChannels.id, recharges.channelId))
        .where(where)
        .orderBy(desc(recharges.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(recharges).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  // ---- withdrawals ----

  insertWithdrawal: async (db: Executor, w: typeof withdrawals.$inferInsert) =>
    (await db.insert(withdrawals).values(w).returning())[0]!,

  withdrawalById: async (db: Executor, id: number) =>
    first(await db.select().from(withdrawals).where(eq(withdrawals.id, id))),

  /** Moves a withdrawal from one of `from` to `to`; null when it was in none of them. */
  moveWithdrawal: async (
    db: Executor,
    id: number,
    from: number[],
    to: number,
    set: { reviewedBy: number; note?: string },
  ) =>
    first(
      await db
        .update(withdrawals)
        .set({
          status: to,
          reviewedBy: set.reviewedBy,
          reviewedAt: sql`now()`,
          ...(set.note ? { note: set.note } : {}),
        })
        .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from)))
        .returning(),
    ),

  withdrawalsPage: async (db: Executor, userId: number, offset: number, limit: number, status?: number) => {
    const where = and(
      eq(withdrawals.userId, userId),
      status === undefined ? undefined : eq(withdrawals.status, status),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ w: withdrawals, c: paymentChannels })
        .from(withdrawals)
        .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
        .where(where)
        .orderBy(desc(withdrawals.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(withdrawals).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The journal that took a withdrawal's money (reversed when it fails or is rejected). */
  holdJournalId: async (db: Executor, userId: number, withdrawalId: number) =>
    first(
      await db
        .select({ id: ledgerJournals.id })
        .from(ledgerJournals)
        .where(
          and(
            eq(ledgerJournals.userId, userId),
            eq(ledgerJournals.ref, `withdrawal:${withdrawalId}`),
            eq(ledgerJournals.type, 2),
          ),
        )
        .orderBy(asc(ledgerJournals.id))
        .limit(1),
    )?.id ?? null,

  bankAccount: async (db: Executor, userId: number, account: string) =>
    first(
      await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.account, account), isNull(bankAccounts.deletedAt))),
    ),
};
