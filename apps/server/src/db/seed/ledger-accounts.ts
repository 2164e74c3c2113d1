import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { ledgerAccounts, ledgerEntries, ledgerJournals } from '../schema';
import type { SeedSection } from './section';

export const SETTLEMENT_CURRENCY = 'USD';

/** Platform-side accounts (owner null). The clearing and expense accounts may go negative. */
export const SYSTEM_ACCOUNTS = [
  { kind: 'gateway_clearing', allowNegative: true },
  { kind: 'platform_revenue', allowNegative: false },
  { kind: 'payout_clearing', allowNegative: false },
  { kind: 'bonus_expense', allowNegative: true },
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNTS)[number]['kind'];

export const ledgerAccountsSection: SeedSection = {
  name: 'ledger-accounts',
  version: 1,
  async apply(tx) {
    await tx
      .insert(ledgerAccounts)
      .values(SYSTEM_ACCOUNTS.map((a) => ({ ...a, ownerId: null, currency: SETTLEMENT_CURRENCY })))
      .onConflictDoNothing();
  },
};

export async function systemAccountId(tx: Tx, kind: SystemAccountKind): Promise<number> {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.ownerId)));
  if (!row) throw new Error(`system ledger account ${kind} is missing`);
  return row.id;
}

export type Posting = { accountId: number; amount: number };

/**
 * Writes one balanced journal the way the wallet does: entries sum to zero, each entry records the
 * balance after it and the exchange rate used, and account balances move in the same transaction.
 */
export async function postJournal(
  tx: Tx,
  journal: { type: number; userId: number | null; ref: string; memo: string; createdAt: Date },
  postings: Posting[],
  rate: { rateMicros: number; unit: string },
): Promise<number> {
  if (postings.reduce((s, p) => s + p.amount, 0) !== 0) throw new Error('journal does not balance');
  const [j] = await tx.insert(ledgerJournals).values(journal).returning({ id: ledgerJournals.id });
  if (!j) throw new Error('journal insert failed');
  for (const p of postings) {
    const [acc] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${p.amount}` })
      .where(eq(ledgerAccounts.id, p.accountId))
      .returning({ balance: ledgerAccounts.balance });
    if (!acc) throw new Error(`ledger account ${p.accountId} is missing`);
    await tx.insert(ledgerEntries).values({
      journalId: j.id,
      accountId: p.accountId,
      amount: p.amount,
      balanceAfter: acc.balance,
      rateMicros: rate.rateMicros,
      localAmount: Math.round((p.amount * rate.rateMicros) / 1_000_000),
      localUnit: rate.unit,
      createdAt: journal.createdAt,
    });
  }
  return j.id;
}
