import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client';
import { type Raw, type Row, rawOf, rawQuery } from '../../db/raw';

/**
 * The ledger's SQL. A journal is ONE statement (a chain of data-modifying CTEs): each debit is the
 * conditional update `balance = balance - $n where ... and (allow_negative or balance >= $n)`, later legs
 * run only when the earlier ones matched, and the journal and its entries are inserted only when every
 * leg did. There is no read-then-write anywhere, so concurrent debits on one or many instances can never
 * overdraw. The statement first locks its accounts in id order, so journals moving money in opposite
 * directions between the same accounts (a payment and a refund) queue instead of deadlocking.
 *
 * It talks to the driver underneath Drizzle directly (named prepared statements on node-postgres),
 * because Drizzle's per-query overhead showed on this hot path.
 */

export type SystemAccountKind =
  | 'gateway_clearing'
  | 'platform_revenue'
  | 'payout_clearing'
  | 'bonus_expense'
  | 'fx'
  | 'order_escrow';
/** 'rebate_held' (owner = user): referral rebates earned but held until their order's refund window closes. */
export type AccountKind = SystemAccountKind | 'user_wallet' | 'merchant' | 'rebate_held';
/** An account is one kind, one owner (null for the platform's own) and one currency. */
export type AccountRef = { kind: AccountKind; ownerId: number | null; currency: string };

/**
 * Accounts that stand for money outside the platform, its promotions budget or its currency position
 * may go negative.
 */
export const NEGATIVE_ALLOWED: ReadonlySet<AccountKind> = new Set(['gateway_clearing', 'bonus_expense', 'fx']);

/**
 * One leg of a journal: `amount` is signed minor units of the account's currency (negative = debit,
 * conditional on the balance), `hold` moves the account's `held` figure (withdrawals under review) and
 * may not take it below zero. A leg with amount 0 changes `held` only and writes no entry.
 */
export type Leg = { account: AccountRef; amount: number; hold?: number };
export type IndexedLeg = Leg & { hold: number; i: number };

export type JournalHeader = {
  type: number;
  userId: number | null;
  orderId?: number | null;
  ref?: string | null;
  memo?: string;
  reversesId?: number | null;
  quoteId?: number | null;
};

type Statement = { text: string; name: string };
const statements = new Map<string, Statement>();
const HEADER_PARAMS = 7;

/**
 * The statement for one journal shape (number of legs, which are debits, which owners are null, which
 * holds move). Debit legs come first so a hot credit account (platform revenue, a merchant) is locked
 * for as short a time as possible, and so a failed debit leaves nothing behind.
 */
function statementFor(legs: IndexedLeg[]): Statement {
  const shape = legs
    .map((l) => `${l.amount < 0 ? 'd' : 'c'}${l.account.ownerId === null ? 'n' : 'o'}${l.hold ? 'h' : ''}`)
    .join('');
  const cached = statements.get(shape);
  if (cached) return cached;
  // $1 type, $2 user, $3 order, $4 ref, $5 memo, $6 reverses, $7 quote; per leg: kind, [owner], currency, |amount|, [hold]
  let p = HEADER_PARAMS;
  const where: string[] = [];
  const ctes: string[] = [];
  const amounts: string[] = [];
  legs.forEach((leg, i) => {
    const kind = `$${++p}::text`;
    const owner = leg.account.ownerId === null ? 'owner_id is null' : `owner_id = $${++p}::bigint`;
    const currency = `$${++p}::text`;
    const amount = `$${++p}::bigint`;
    const hold = leg.hold ? `$${++p}::bigint` : null;
    const match = `kind = ${kind} and ${owner} and currency = ${currency}`;
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
        `${hold ? `, held = held + ${hold}` : ''} where ${guard.join(' and ')} returning id, balance, held, currency)`,
    );
    amounts.push(`select ${i} as leg, id, balance, currency, ${debit ? '-' : ''}${amount} as amount from l${i}`);
  });
  const last = `l${legs.length - 1}`;
  const text = [
    `with found as (select id from ledger_accounts where ${where.join(' or ')} order by id for update),`,
    `${ctes.join(',\n')},`,
    'j as (insert into ledger_journals (type, user_id, order_id, ref, memo, reverses_id, quote_id)',
    `  select $1::int, $2::bigint, $3::bigint, $4::text, $5::text, $6::bigint, $7::bigint where exists (select 1 from ${last})`,
    '  returning id),',
    `x as (${amounts.join(' union all ')}),`,
    'e as (insert into ledger_entries (journal_id, account_id, amount, balance_after, currency)',
    '  select j.id, x.id, x.amount, x.balance, x.currency from j, x where x.amount <> 0 order by x.leg)',
    `select (select count(*) from found) as found, (select id from j) as journal_id, ${legs
      .map((_, i) => `(select balance from l${i}) as b${i}, (select held from l${i}) as h${i}`)
      .join(', ')}`,
  ].join('\n');
  const st = { text, name: `ledger_${createHash('sha1').update(text).digest('hex').slice(0, 16)}` };
  statements.set(shape, st);
  return st;
}

/** The SQL text, prepared-statement name and parameters of one journal (legs already ordered). */
export function journalSql(header: JournalHeader, legs: IndexedLeg[]) {
  const st = statementFor(legs);
  const values: unknown[] = [
    header.type,
    header.userId,
    header.orderId ?? null,
    header.ref ?? null,
    header.memo ?? '',
    header.reversesId ?? null,
    header.quoteId ?? null,
  ];
  for (const l of legs) {
    values.push(l.account.kind);
    if (l.account.ownerId !== null) values.push(l.account.ownerId);
    values.push(l.account.currency);
    values.push(Math.abs(l.amount));
    if (l.hold) values.push(l.hold);
  }
  return { text: st.text, name: st.name, values };
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export const ledgerRepository = {
  raw: (ex: Executor): Raw => rawOf(ex),

  /** Creates the accounts of `legs` that do not exist yet (nothing depends on the seed having run). */
  async ensureAccounts(raw: Raw, legs: Leg[]) {
    const values: unknown[] = [];
    const rows = legs.map((l) => {
      values.push(l.account.kind, l.account.ownerId, l.account.currency, NEGATIVE_ALLOWED.has(l.account.kind));
      const b = values.length;
      return `($${b - 3}::text, $${b - 2}::bigint, $${b - 1}::text, $${b}::boolean)`;
    });
    await raw(
      `insert into ledger_accounts (kind, owner_id, currency, allow_negative) values ${rows.join(', ')}
       on conflict on constraint ledger_accounts_kind_owner_currency_uq do nothing`,
      values,
    );
  },

  /** Balance and held of one account (0/0 when it does not exist yet). */
  async balanceOf(ex: Executor, kind: AccountKind, ownerId: number, currency: string) {
    const [row] = await rawQuery(
      ex,
      'select balance, held from ledger_accounts where kind = $1::text and owner_id = $2::bigint and currency = $3::text',
      [kind, ownerId, currency],
      'ledger_balance_v2',
    );
    return { balance: num(row?.balance), held: num(row?.held) };
  },

  /** Every account of one kind and owner, by currency. */
  async balancesOf(ex: Executor, kind: AccountKind, ownerId: number) {
    const rows = await rawQuery(
      ex,
      'select currency, balance, held from ledger_accounts where kind = $1::text and owner_id = $2::bigint order by id',
      [kind, ownerId],
      'ledger_balances_v1',
    );
    return rows.map((r) => ({ currency: String(r.currency), balance: num(r.balance), held: num(r.held) }));
  },

  /** Journals whose entries do not sum to zero in some currency, or that have fewer than two entries. */
  unbalancedJournals: (ex: Executor): Promise<Row[]> =>
    rawQuery(
      ex,
      `select j.id, e.currency, coalesce(sum(e.amount), 0) as total, count(e.id) as n from ledger_journals j
       left join ledger_entries e on e.journal_id = j.id group by j.id, e.currency
       having coalesce(sum(e.amount), 0) <> 0
       union all
       select j.id, null, 0, count(e.id) from ledger_journals j left join ledger_entries e on e.journal_id = j.id
       group by j.id having count(e.id) < 2`,
    ),

  /** Entries whose currency is not their account's. */
  foreignEntries: (ex: Executor): Promise<Row[]> =>
    rawQuery(
      ex,
      `select e.id, e.currency, a.currency as account_currency from ledger_entries e
       join ledger_accounts a on a.id = e.account_id where e.currency <> a.currency limit 20`,
    ),

  /** Accounts whose balance is not the sum of their entries, or negative where that is not allowed. */
  driftingAccounts: (ex: Executor): Promise<Row[]> =>
    rawQuery(
      ex,
      `select a.id, a.kind, a.owner_id, a.currency, a.balance, coalesce(s.total, 0) as total from ledger_accounts a
       left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
       where a.balance <> coalesce(s.total, 0) or (not a.allow_negative and a.balance < 0) or a.held < 0`,
    ),

  /** Entries whose balance_after is not the running sum of their account. */
  brokenRunningSums: (ex: Executor): Promise<Row[]> =>
    rawQuery(
      ex,
      `select id, account_id, currency from (select id, account_id, currency, balance_after,
         sum(amount) over (partition by account_id order by id) as run from ledger_entries) t
       where run <> balance_after limit 20`,
    ),

  /**
   * Wallets whose `held` is not their withdrawals still under review or transferring, and shops whose `held`
   * is not their payouts still under review or transferring, per currency.
   */
  heldMismatches: (ex: Executor): Promise<Row[]> =>
    rawQuery(
      ex,
      `select a.kind, a.owner_id, a.currency, a.held, coalesce(w.total, 0) as total from ledger_accounts a
       left join (select user_id, currency, sum(amount) as total from withdrawals where status in (0, 1)
                  group by user_id, currency) w
         on w.user_id = a.owner_id and w.currency = a.currency
       where a.kind = 'user_wallet' and a.held <> coalesce(w.total, 0)
       union all
       select a.kind, a.owner_id, a.currency, a.held, coalesce(p.total, 0) as total from ledger_accounts a
       left join (select merchant_id, currency, sum(amount) as total from merchant_payouts where status in (0, 1)
                  group by merchant_id, currency) p
         on p.merchant_id = a.owner_id and p.currency = a.currency
       where a.kind = 'merchant' and a.held <> coalesce(p.total, 0)`,
    ),

  /** Per currency: the sum of all entries (zero when every journal balances) and how many accounts. */
  currencyTotals: (ex: Executor): Promise<Row[]> =>
    rawQuery(
      ex,
      `select a.currency, coalesce(sum(e.amount), 0) as total, count(distinct a.id) as accounts
       from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.currency order by a.currency`,
    ),
};
