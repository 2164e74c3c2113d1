import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type AccountRef,
  type IndexedLeg,
  type JournalHeader,
  journalSql,
  type Leg,
  ledgerRepository as repo,
  type SystemAccountKind,
} from './ledger.repository';

/**
 * The double-entry ledger. Every balance change is one journal whose entries sum to zero in each
 * currency, written in the caller's transaction; balances are kept on `ledger_accounts` by the same
 * statement that writes the entries, and `checkLedger` proves `balance == sum(entries)` for every
 * account. Money changes currency only through the platform's FX account of each currency, in a journal
 * that names the quote it moved (see `conversionLegs`).
 */

export type { AccountKind, AccountRef, Leg, SystemAccountKind } from './ledger.repository';

export const accounts = {
  wallet: (userId: number, currency: string): AccountRef => ({ kind: 'user_wallet', ownerId: userId, currency }),
  merchant: (merchantId: number, currency: string): AccountRef => ({ kind: 'merchant', ownerId: merchantId, currency }),
  /**
   * Where paid order money waits until the order completes or is refunded: per paying user, so payments
   * of different users never queue behind one hot account.
   */
  escrow: (payerId: number, currency: string): AccountRef => ({ kind: 'order_escrow', ownerId: payerId, currency }),
  /** A user's referral rebates held until their order can no longer be refunded. */
  rebateHeld: (userId: number, currency: string): AccountRef => ({ kind: 'rebate_held', ownerId: userId, currency }),
  system: (kind: SystemAccountKind, currency: string): AccountRef => ({ kind, ownerId: null, currency }),
  /** The platform's position in one currency: the other side of every conversion. */
  fx: (currency: string): AccountRef => ({ kind: 'fx', ownerId: null, currency }),
};

export type JournalInput = JournalHeader & { legs: Leg[] };

export type Posted = {
  journalId: number;
  /** Balance and held of each leg's account after the journal, in the order of `legs`. */
  legs: { account: AccountRef; balance: number; held: number }[];
};

const keyOf = (a: AccountRef) => `${a.kind}:${a.ownerId ?? ''}:${a.currency}`;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

function normalise(input: JournalInput): IndexedLeg[] {
  const legs = input.legs.map((l, i) => ({ ...l, hold: l.hold ?? 0, i }));
  if (legs.length < 2) throw new Error('ledger: a journal needs at least two legs');
  const seen = new Set<string>();
  const sums = new Map<string, number>();
  for (const l of legs) {
    if (!Number.isSafeInteger(l.amount) || !Number.isSafeInteger(l.hold)) throw new Error('ledger: integer amounts');
    if (!/^[A-Z]{3}$/.test(l.account.currency)) throw new Error(`ledger: currency ${l.account.currency}`);
    if (seen.has(keyOf(l.account))) throw new Error(`ledger: account ${keyOf(l.account)} twice in one journal`);
    seen.add(keyOf(l.account));
    sums.set(l.account.currency, (sums.get(l.account.currency) ?? 0) + l.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`ledger: legs in ${currency} sum to ${sum}, not zero`);
  }
  if (!legs.some((l) => l.amount !== 0)) throw new Error('ledger: a journal must move money');
  // Debits first (see the repository); the answer is mapped back to the caller's order.
  return legs.sort((a, b) => Number(b.amount < 0) - Number(a.amount < 0) || a.i - b.i);
}

/**
 * The statement `postJournal` runs for `input`: its SQL text, prepared-statement name and parameters.
 * Exposed so the benchmark can run exactly the same SQL bare through `pg`.
 */
export function journalStatement(input: JournalInput) {
  const legs = normalise(input);
  return { ...journalSql(input, legs), legs };
}

/**
 * Posts one journal in the caller's transaction. Throws `InsufficientBalance` when a debit leg finds too
 * little money (nothing was written when the first debit failed, the usual case; with several debit legs
 * the caller's transaction must roll back, which throwing out of it does). Accounts that do not exist
 * yet are created on the way.
 */
export async function postJournal(ex: Executor, input: JournalInput): Promise<Posted> {
  const { text, name, values, legs } = journalStatement(input);
  const raw = repo.raw(ex);
  for (let attempt = 0; ; attempt++) {
    const [row] = await raw(text, values, name);
    if (row && row.journal_id !== null && row.journal_id !== undefined) {
      const result: Posted['legs'] = new Array(legs.length);
      legs.forEach((l, k) => {
        result[l.i] = { account: l.account, balance: num(row[`b${k}`]), held: num(row[`h${k}`]) };
      });
      return { journalId: num(row.journal_id), legs: result };
    }
    if (num(row?.found) < legs.length && attempt === 0) {
      await repo.ensureAccounts(raw, legs);
      continue;
    }
    // A later leg failing after an earlier one matched leaves a half-applied statement behind: the caller
    // must roll back (throwing out of the transaction does).
    if (legs.some((_, k) => row?.[`b${k}`] !== null && row?.[`b${k}`] !== undefined)) {
      throw new AppError('DeductError');
    }
    throw new AppError('InsufficientBalance');
  }
}

export type TransferInput = JournalHeader & {
  from: AccountRef;
  to: AccountRef;
  amount: number;
  /** Moves `held` of the `from` account (positive: hold) or of the `to` account (negative: release). */
  holdFrom?: number;
  holdTo?: number;
};

/** Moves `amount` between two accounts of one currency as one journal; the `from` debit is conditional. */
export async function transfer(ex: Executor, t: TransferInput) {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) throw new AppError('ParameterError');
  if (t.from.currency !== t.to.currency) throw new Error('ledger: a transfer stays in one currency');
  const posted = await postJournal(ex, {
    ...t,
    legs: [
      { account: t.from, amount: -t.amount, hold: t.holdFrom ?? 0 },
      { account: t.to, amount: t.amount, hold: t.holdTo ?? 0 },
    ],
  });
  return {
    journalId: posted.journalId,
    fromBalance: posted.legs[0]!.balance,
    fromHeld: posted.legs[0]!.held,
    toBalance: posted.legs[1]!.balance,
    toHeld: posted.legs[1]!.held,
  };
}

/**
 * The four legs of a conversion: `fromAmount` leaves `from` into the FX account of its currency, and
 * the FX account of the other currency pays exactly `toAmount` into `to`. Each currency balances.
 */
export function conversionLegs(from: AccountRef, fromAmount: number, to: AccountRef, toAmount: number): Leg[] {
  if (from.currency === to.currency) throw new Error('ledger: a conversion changes currency');
  return [
    { account: from, amount: -fromAmount },
    { account: accounts.fx(from.currency), amount: fromAmount },
    { account: accounts.fx(to.currency), amount: -toAmount },
    { account: to, amount: toAmount },
  ];
}

/** Posts a conversion (see `conversionLegs`); returns the balances after of `from` and `to`. */
export async function convertBetween(
  ex: Executor,
  c: JournalHeader & { from: AccountRef; fromAmount: number; to: AccountRef; toAmount: number },
) {
  const posted = await postJournal(ex, { ...c, legs: conversionLegs(c.from, c.fromAmount, c.to, c.toAmount) });
  return { journalId: posted.journalId, fromBalance: posted.legs[0]!.balance, toBalance: posted.legs[3]!.balance };
}

/** Balance and held of a user's wallet in one currency (0/0 when it does not exist yet). */
export const walletOf = (ex: Executor, userId: number, currency: string) =>
  repo.balanceOf(ex, 'user_wallet', userId, currency);

/** Every currency a user's wallet holds (or held), oldest first. */
export const walletsOf = (ex: Executor, userId: number) => repo.balancesOf(ex, 'user_wallet', userId);

/** Whether the user has ever held `currency` (an account exists for it). */
export async function holdsCurrency(ex: Executor, userId: number, currency: string) {
  return (await walletsOf(ex, userId)).some((w) => w.currency === currency);
}

/** One broken invariant: the currency it concerns (null when it concerns none, e.g. a journal with one entry). */
export type LedgerProblem = { currency: string | null; text: string };
export type LedgerCheck = {
  ok: boolean;
  /** Every problem's text (what `npm run ledger:check` prints). */
  problems: string[];
  /** The same problems with their currency, for a per-currency view (the back office's ledger explorer). */
  issues: LedgerProblem[];
  currencies: { currency: string; total: number }[];
};

/**
 * Proves the ledger, per currency: every journal's entries sum to zero in each currency, every entry is
 * in its account's currency, every account's balance equals the sum of its entries and each entry's
 * balance_after is the running sum, no account that may not go negative is negative, every wallet's
 * `held` equals its withdrawals still under review or transferring, and every shop's its payouts.
 */
export async function checkLedger(ex: Executor): Promise<LedgerCheck> {
  const issues: LedgerProblem[] = [];
  const add = (currency: unknown, text: string) =>
    issues.push({ currency: currency === null || currency === undefined ? null : String(currency), text });
  const [unbalanced, foreign, drift, running, held, totals] = await Promise.all([
    repo.unbalancedJournals(ex),
    repo.foreignEntries(ex),
    repo.driftingAccounts(ex),
    repo.brokenRunningSums(ex),
    repo.heldMismatches(ex),
    repo.currencyTotals(ex),
  ]);
  for (const r of unbalanced)
    add(r.currency, `journal ${r.id}: ${r.currency ?? 'entries'} sum to ${r.total} over ${r.n} entries`);
  for (const r of foreign) add(r.account_currency, `entry ${r.id}: ${r.currency} on a ${r.account_currency} account`);
  for (const r of drift)
    add(
      r.currency,
      `account ${r.id} (${r.kind}:${r.owner_id}:${r.currency}): balance ${r.balance}, entries ${r.total}`,
    );
  for (const r of running)
    add(r.currency, `entry ${r.id} (account ${r.account_id}): balance_after is not the running sum`);
  for (const r of held)
    add(
      r.currency,
      r.kind === 'merchant'
        ? `shop ${r.owner_id} in ${r.currency}: held ${r.held}, pending payouts ${r.total}`
        : `wallet of user ${r.owner_id} in ${r.currency}: held ${r.held}, pending withdrawals ${r.total}`,
    );
  const currencies = totals.map((r) => ({ currency: String(r.currency), total: num(r.total) }));
  for (const c of currencies) if (c.total !== 0) add(c.currency, `${c.currency}: entries sum to ${c.total}`);
  return { ok: issues.length === 0, problems: issues.map((p) => p.text), issues, currencies };
}
