import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Executor } from '../db/client';
import { AppError } from './app-error';

/**
 * The double-entry ledger. Every balance change is one journal whose entries sum to zero, written in the
 * caller's transaction; balances are kept on `ledger_accounts` by the same statement that writes the
 * entries, and `checkLedger` proves `balance == sum(entries)` for every account.
 *
 * A journal is ONE SQL statement (a chain of data-modifying CTEs): each debit is the conditional update
 * `balance = balance - $n where ... and (allow_negative or balance >= $n)`, later legs run only when the
 * earlier ones matched, and the journal and its entries are inserted only when every leg did. There is no
 * read-then-write anywhere, so concurrent debits on one or many instances can never overdraw. The
 * statement first locks its accounts in id order, so journals moving money in opposite directions
 * between the same accounts (a payment and a refund) queue instead of deadlocking.
 *
 * This module is the ledger's repository: it talks SQL to the driver underneath Drizzle directly (named
 * prepared statements on node-postgres), because Drizzle's per-query overhead showed on this hot path.
 */

/** Settlement currency of every ledger account. */
export const SETTLEMENT_UNIT = 'USD';
const RATE_ONE = 1_000_000;

export type SystemAccountKind =
  | 'gateway_clearing'
  | 'platform_revenue'
  | 'payout_clearing'
  | 'bonus_expense'
  | 'order_escrow';
export type AccountKind = SystemAccountKind | 'user_wallet' | 'merchant';
export type AccountRef = { kind: AccountKind; ownerId: number | null };

/** Accounts that stand for money outside the platform (or its promotions budget) may go negative. */
const NEGATIVE_ALLOWED: ReadonlySet<AccountKind> = new Set(['gateway_clearing', 'bonus_expense']);

export const accounts = {
  wallet: (userId: number): AccountRef => ({ kind: 'user_wallet', ownerId: userId }),
  merchant: (merchantId: number): AccountRef => ({ kind: 'merchant', ownerId: merchantId }),
  system: (kind: SystemAccountKind): AccountRef => ({ kind, ownerId: null }),
};

/**
 * One leg of a journal: `amount` is signed (negative = debit, conditional on the balance), `hold` moves
 * the account's `held` figure (withdrawals under review) and may not take it below zero. A leg with
 * amount 0 changes `held` only and writes no entry.
 */
export type Leg = { account: AccountRef; amount: number; hold?: number };

export type JournalInput = {
  /** TransactionType (spec section 4). */
  type: number;
  /** The user whose record shows the journal; their country's rate is stored on every entry. */
  userId: number | null;
  orderId?: number | null;
  /** e.g. `recharge:12`, `withdrawal:7`, `order:3`. */
  ref?: string | null;
  memo?: string;
  /** The journal this one reverses (corrections are new journals, never edits). */
  reversesId?: number | null;
  legs: Leg[];
};

export type Posted = {
  journalId: number;
  /** Balance and held of each leg's account after the journal, in the order of `legs`. */
  legs: { account: AccountRef; balance: number; held: number }[];
};

type Row = Record<string, unknown>;
type Raw = (text: string, values: unknown[], name?: string) => Promise<Row[]>;

/** The driver client under a Drizzle database or transaction (pg Pool/Client or PGlite). */
function rawOf(ex: Executor): Raw {
  const client = (ex as unknown as { session?: { client?: unknown } }).session?.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return async (text, values, name) => (await client.query({ text, values, name })).rows;
  }
  const lite = client as { query?: (t: string, v: unknown[]) => Promise<{ rows: Row[] }> } | undefined;
  if (typeof lite?.query !== 'function') throw new Error('ledger: unsupported database driver');
  return async (text, values) => (await lite.query!(text, values)).rows;
}

/** Runs one SQL text with parameters in the caller's transaction (or autocommit on a database). */
export const rawQuery = (ex: Executor, text: string, values: unknown[] = [], name?: string) =>
  rawOf(ex)(text, values, name);

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const keyOf = (a: AccountRef) => `${a.kind}:${a.ownerId ?? ''}`;

type Statement = { text: string; name: string };
const statements = new Map<string, Statement>();

/**
 * The statement for one journal shape (number of legs, which are debits, which owners are null, which
 * holds move). Debit legs come first so a hot credit account (platform revenue, a merchant) is locked
 * for as short a time as possible, and so a failed debit leaves nothing behind.
 */
function statementFor(legs: Leg[]): Statement {
  const shape = legs
    .map((l) => `${l.amount < 0 ? 'd' : 'c'}${l.account.ownerId === null ? 'n' : 'o'}${l.hold ? 'h' : ''}`)
    .join('');
  const cached = statements.get(shape);
  if (cached) return cached;
  // $1 type, $2 user, $3 order, $4 ref, $5 memo, $6 reverses; then per leg: kind, [owner], |amount|, [hold]
  let p = 6;
  const where: string[] = [];
  const ctes: string[] = [];
  const amounts: string[] = [];
  legs.forEach((leg, i) => {
    const kind = `$${++p}::text`;
    const owner = leg.account.ownerId === null ? 'owner_id is null' : `owner_id = $${++p}::bigint`;
    const amount = `$${++p}::bigint`;
    const hold = leg.hold ? `$${++p}::bigint` : null;
    const match = `kind = ${kind} and ${owner}`;
    where.push(`(${match})`);
    const debit = leg.amount < 0;
    const guard = [
      match,
      debit ? `(allow_negative or balance >= ${amount})` : null,
      hold ? `held + ${hold} >= 0` : null,
      i === 0 ? `(select count(*) from found) = ${legs.length}` : `exists (select 1 from l${i - 1})`,
    ].filter(Boolean);
    ctes.push(
      `l${i} as (update ledger_accounts set balance = balance ${debit ? '-' : '+'} ${amount}` +
        `${hold ? `, held = held + ${hold}` : ''} where ${guard.join(' and ')} returning id, balance, held)`,
    );
    amounts.push(`select ${i} as leg, id, balance, ${debit ? '-' : ''}${amount} as amount from l${i}`);
  });
  const last = `l${legs.length - 1}`;
  const text = [
    `with found as (select id from ledger_accounts where ${where.join(' or ')} order by id for update),`,
    `${ctes.join(',\n')},`,
    `rate as (select coalesce(max(c.rate_micros), ${RATE_ONE}) as rate, coalesce(max(c.unit), '${SETTLEMENT_UNIT}') as unit`,
    '  from users u join countries c on c.code = u.country_code where u.id = $2::bigint),',
    'j as (insert into ledger_journals (type, user_id, order_id, ref, memo, reverses_id)',
    `  select $1::int, $2::bigint, $3::bigint, $4::text, $5::text, $6::bigint where exists (select 1 from ${last})`,
    '  returning id),',
    `x as (${amounts.join(' union all ')}),`,
    'e as (insert into ledger_entries (journal_id, account_id, amount, balance_after, rate_micros, local_amount, local_unit)',
    '  select j.id, x.id, x.amount, x.balance, rate.rate, round(x.amount::numeric * rate.rate / 1000000)::bigint, rate.unit',
    '  from j, rate, x where x.amount <> 0 order by x.leg)',
    `select (select count(*) from found) as found, (select id from j) as journal_id, ${legs
      .map((_, i) => `(select balance from l${i}) as b${i}, (select held from l${i}) as h${i}`)
      .join(', ')}`,
  ].join('\n');
  const st = { text, name: `ledger_${createHash('sha1').update(text).digest('hex').slice(0, 16)}` };
  statements.set(shape, st);
  return st;
}

type IndexedLeg = Leg & { hold: number; i: number };

function normalise(input: JournalInput): IndexedLeg[] {
  const legs = input.legs.map((l, i) => ({ ...l, hold: l.hold ?? 0, i }));
  if (legs.length < 2) throw new Error('ledger: a journal needs at least two legs');
  const seen = new Set<string>();
  let sum = 0;
  for (const l of legs) {
    if (!Number.isSafeInteger(l.amount) || !Number.isSafeInteger(l.hold)) throw new Error('ledger: integer amounts');
    if (seen.has(keyOf(l.account))) throw new Error(`ledger: account ${keyOf(l.account)} twice in one journal`);
    seen.add(keyOf(l.account));
    sum += l.amount;
  }
  if (sum !== 0) throw new Error(`ledger: legs sum to ${sum}, not zero`);
  if (!legs.some((l) => l.amount !== 0)) throw new Error('ledger: a journal must move money');
  // Debits first (see statementFor); the answer is mapped back to the caller's order.
  return legs.sort((a, b) => Number(b.amount < 0) - Number(a.amount < 0) || a.i - b.i);
}

async function ensureAccounts(raw: Raw, legs: Leg[]) {
  const values: unknown[] = [];
  const rows = legs.map((l) => {
    values.push(l.account.kind, l.account.ownerId, SETTLEMENT_UNIT, NEGATIVE_ALLOWED.has(l.account.kind));
    const b = values.length;
    return `($${b - 3}::text, $${b - 2}::bigint, $${b - 1}::text, $${b}::boolean)`;
  });
  await raw(
    `insert into ledger_accounts (kind, owner_id, currency, allow_negative) values ${rows.join(', ')}
     on conflict on constraint ledger_accounts_kind_owner_uq do nothing`,
    values,
  );
}

/**
 * The statement `postJournal` runs for `input`: its SQL text, prepared-statement name and parameters.
 * Exposed so the benchmark can run exactly the same SQL bare through `pg`.
 */
export function journalStatement(input: JournalInput) {
  const legs = normalise(input);
  const st = statementFor(legs);
  const values: unknown[] = [
    input.type,
    input.userId,
    input.orderId ?? null,
    input.ref ?? null,
    input.memo ?? '',
    input.reversesId ?? null,
  ];
  for (const l of legs) {
    values.push(l.account.kind);
    if (l.account.ownerId !== null) values.push(l.account.ownerId);
    values.push(Math.abs(l.amount));
    if (l.hold) values.push(l.hold);
  }
  return { text: st.text, name: st.name, values, legs };
}

/**
 * Posts one journal in the caller's transaction. Throws `InsufficientBalance` when a debit leg finds too
 * little money (nothing was written when the journal has one debit leg, the usual case; with several
 * debit legs the caller's transaction must roll back, which throwing out of it does). Accounts that do
 * not exist yet are created on the way (so nothing depends on the seed having run).
 */
export async function postJournal(ex: Executor, input: JournalInput): Promise<Posted> {
  const { text, name, values, legs } = journalStatement(input);
  const raw = rawOf(ex);
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
      await ensureAccounts(raw, legs);
      continue;
    }
    // A later leg failing after an earlier one matched leaves a half-applied statement behind: the caller
    // must roll back (throwing out of the transaction does). A shortage on the first debit, the usual
    // case, wrote nothing.
    if (legs.some((_, k) => row?.[`b${k}`] !== null && row?.[`b${k}`] !== undefined)) {
      throw new AppError('DeductError');
    }
    throw new AppError('InsufficientBalance');
  }
}

export type TransferInput = Omit<JournalInput, 'legs'> & {
  from: AccountRef;
  to: AccountRef;
  amount: number;
  /** Moves `held` of the `from` account (positive: hold) or of the `to` account (negative: release). */
  holdFrom?: number;
  holdTo?: number;
};

/** Moves `amount` from one account to another as one journal; the `from` debit is conditional. */
export async function transfer(ex: Executor, t: TransferInput) {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) throw new AppError('ParameterError');
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
 * The wallet debit that `/order/PayOrder` uses (type 12, BuyGoods): takes `amount` from the user's wallet
 * to `to` (the merchant's account or the order escrow) or throws `InsufficientBalance`. Call it inside the
 * transaction that marks the order paid; emit `wallet.changed` after the commit.
 */
export async function debitWallet(
  ex: Executor,
  d: {
    userId: number;
    amount: number;
    to: AccountRef;
    type: number;
    orderId?: number | null;
    ref?: string;
    memo?: string;
  },
) {
  const r = await transfer(ex, { ...d, from: accounts.wallet(d.userId) });
  return { journalId: r.journalId, balance: r.fromBalance };
}

/** The opposite (refunds, type 13): credits the user's wallet from `from`; `from` is debited conditionally. */
export async function creditWallet(
  ex: Executor,
  c: {
    userId: number;
    amount: number;
    from: AccountRef;
    type: number;
    orderId?: number | null;
    ref?: string;
    memo?: string;
    reversesId?: number | null;
  },
) {
  const r = await transfer(ex, { ...c, to: accounts.wallet(c.userId) });
  return { journalId: r.journalId, balance: r.toBalance };
}

/** Balance and held of a user's wallet (0/0 when it does not exist yet). */
export async function walletOf(ex: Executor, userId: number) {
  const [row] = await rawQuery(
    ex,
    "select balance, held from ledger_accounts where kind = 'user_wallet' and owner_id = $1::bigint",
    [userId],
  );
  return { balance: num(row?.balance), held: num(row?.held) };
}
