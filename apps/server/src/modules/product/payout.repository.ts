import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { ledgerAccounts, ledgerJournals, merchantPayouts, merchants, operators } from '../../db/schema';

export type PayoutRow = typeof merchantPayouts.$inferSelect;

const reviewer = alias(operators, 'reviewer');

/** Shop payouts: the rows finance decides, and the shop's balances they are paid from. */
export const payoutRepository = {
  insert: async (tx: Executor, v: typeof merchantPayouts.$inferInsert) =>
    (await tx.insert(merchantPayouts).values(v).returning())[0]!,

  byId: async (db: Executor, id: number) =>
    (await db.select().from(merchantPayouts).where(eq(merchantPayouts.id, id)))[0] ?? null,

  /** Moves a payout from one of `from` to `to`; null when it was in none of them (decided already). */
  move: async (
    tx: Executor,
    id: number,
    from: number[],
    to: number,
    set: { reviewedBy: number; note?: string; reference?: string },
  ) =>
    (
      await tx
        .update(merchantPayouts)
        .set({
          status: to,
          reviewedBy: set.reviewedBy,
          reviewedAt: sql`now()`,
          ...(set.note ? { note: set.note } : {}),
          ...(set.reference ? { reference: set.reference } : {}),
        })
        .where(and(eq(merchantPayouts.id, id), inArray(merchantPayouts.status, from)))
        .returning()
    )[0] ?? null,

  /** A page of payouts with their shop's and operators' names, newest first. */
  page: async (db: Executor, f: { merchantId?: number; status?: number }, p: { offset: number; limit: number }) => {
    const conds: SQL[] = [];
    if (f.merchantId !== undefined) conds.push(eq(merchantPayouts.merchantId, f.merchantId));
    if (f.status !== undefined) conds.push(eq(merchantPayouts.status, f.status));
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          p: merchantPayouts,
          shopName: merchants.name,
          requestedBy: operators.username,
          reviewedBy: reviewer.username,
        })
        .from(merchantPayouts)
        .innerJoin(merchants, eq(merchants.id, merchantPayouts.merchantId))
        .innerJoin(operators, eq(operators.id, merchantPayouts.requestedBy))
        .leftJoin(reviewer, eq(reviewer.id, merchantPayouts.reviewedBy))
        .where(where)
        .orderBy(desc(merchantPayouts.id))
        .limit(p.limit)
        .offset(p.offset),
      db.select({ n: count() }).from(merchantPayouts).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The names a payout is shown with. */
  names: async (db: Executor, p: PayoutRow) => {
    const [row] = await db
      .select({ shopName: merchants.name, requestedBy: operators.username, reviewedBy: reviewer.username })
      .from(merchantPayouts)
      .innerJoin(merchants, eq(merchants.id, merchantPayouts.merchantId))
      .innerJoin(operators, eq(operators.id, merchantPayouts.requestedBy))
      .leftJoin(reviewer, eq(reviewer.id, merchantPayouts.reviewedBy))
      .where(eq(merchantPayouts.id, p.id));
    return row!;
  },

  /** The shop's accounts, one per currency it was ever credited in: what may be paid out and what is held. */
  balances: (db: Executor, merchantId: number) =>
    db
      .select({ unit: ledgerAccounts.currency, balance: ledgerAccounts.balance, held: ledgerAccounts.held })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'merchant'), eq(ledgerAccounts.ownerId, merchantId)))
      .orderBy(asc(ledgerAccounts.currency)),

  /** The journal that took a payout's money (reversed when it fails or is rejected). */
  holdJournalId: async (db: Executor, payoutId: number) =>
    (
      await db
        .select({ id: ledgerJournals.id })
        .from(ledgerJournals)
        .where(
          and(isNull(ledgerJournals.userId), eq(ledgerJournals.ref, `payout:${payoutId}`), eq(ledgerJournals.type, 2)),
        )
        .orderBy(asc(ledgerJournals.id))
        .limit(1)
    )[0]?.id ?? null,
};
