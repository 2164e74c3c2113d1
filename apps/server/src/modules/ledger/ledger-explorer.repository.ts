import type { Executor } from '../../db/client';
import { type Row, rawQuery } from '../../db/raw';

/** What the back office's ledger explorer filters journals by (all optional; dates are UTC, `to` excluded). */
export type JournalFilter = {
  userId?: number;
  orderId?: number;
  type?: number;
  currency?: string;
  from?: Date;
  to?: Date;
};

/** The accounts that belong to a user (their wallet, their orders' escrow, their held rebates). */
const USER_KINDS = `('user_wallet', 'order_escrow', 'rebate_held')`;

function whereOf(f: JournalFilter) {
  const values: unknown[] = [];
  const conds: string[] = [];
  const p = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  if (f.userId !== undefined) {
    const u = p(f.userId);
    // The user's own journals, and any other that moved money in or out of one of their accounts.
    conds.push(`(j.user_id = ${u}::bigint or exists (select 1 from ledger_entries e join ledger_accounts a
      on a.id = e.account_id where e.journal_id = j.id and a.kind in ${USER_KINDS} and a.owner_id = ${u}::bigint))`);
  }
  if (f.orderId !== undefined) conds.push(`j.order_id = ${p(f.orderId)}::bigint`);
  if (f.type !== undefined) conds.push(`j.type = ${p(f.type)}::int`);
  if (f.currency !== undefined)
    conds.push(
      `exists (select 1 from ledger_entries e where e.journal_id = j.id and e.currency = ${p(f.currency)}::text)`,
    );
  if (f.from) conds.push(`j.created_at >= ${p(f.from.toISOString())}::timestamptz`);
  if (f.to) conds.push(`j.created_at < ${p(f.to.toISOString())}::timestamptz`);
  return { where: conds.length ? `where ${conds.join(' and ')}` : '', values };
}

const JOURNAL_COLUMNS = `j.id, j.type, j.user_id, u.account, j.order_id, j.ref, j.memo, j.reverses_id, j.created_at,
  (select coalesce(json_agg(json_build_object('unit', m.currency, 'amount', m.amount) order by m.currency), '[]'::json)
     from (select currency, sum(amount) as amount from ledger_entries where journal_id = j.id and amount > 0
           group by currency) m) as moved`;

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** A journal row as the explorer answers it (ids as strings, the moved sums per currency as numbers). */
const toJournal = (r: Row) => ({
  id: String(r.id),
  type: Number(r.type),
  uid: str(r.user_id),
  account: str(r.account),
  oid: str(r.order_id),
  ref: str(r.ref),
  memo: String(r.memo ?? ''),
  reversesId: str(r.reverses_id),
  moved: ((typeof r.moved === 'string' ? JSON.parse(r.moved) : r.moved) as { unit: string; amount: unknown }[]).map(
    (m) => ({ unit: m.unit, amount: Number(m.amount) }),
  ),
  createdAt: iso(r.created_at),
});

/** The ledger as the back office reads it: journals by filter, and one journal's postings (read only). */
export const ledgerExplorerRepository = {
  journals: async (db: Executor, f: JournalFilter, page: { offset: number; limit: number }) => {
    const { where, values } = whereOf(f);
    const n = values.length;
    const [rows, [total]] = await Promise.all([
      rawQuery(
        db,
        `select ${JOURNAL_COLUMNS} from ledger_journals j left join users u on u.id = j.user_id ${where}
         order by j.id desc limit $${n + 1}::int offset $${n + 2}::int`,
        [...values, page.limit, page.offset],
      ),
      rawQuery(db, `select count(*)::int as n from ledger_journals j ${where}`, values),
    ]);
    return { rows: rows.map(toJournal), total: Number(total?.n ?? 0) };
  },

  journal: async (db: Executor, id: number) => {
    const [row] = await rawQuery(
      db,
      `select ${JOURNAL_COLUMNS} from ledger_journals j left join users u on u.id = j.user_id where j.id = $1::bigint`,
      [id],
    );
    return row ? toJournal(row) : null;
  },

  /** A journal's postings: the account each moved (kind and owner), signed amount and balance after. */
  postings: async (db: Executor, journalId: number) =>
    (
      await rawQuery(
        db,
        `select e.id, e.account_id, a.kind, a.owner_id, e.currency, e.amount, e.balance_after
           from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.journal_id = $1::bigint order by e.id`,
        [journalId],
      )
    ).map((p) => ({
      id: String(p.id),
      accountId: String(p.account_id),
      kind: String(p.kind),
      ownerId: str(p.owner_id),
      unit: String(p.currency),
      amount: Number(p.amount),
      balanceAfter: Number(p.balance_after),
    })),
};
