import type { Executor } from '../db/client';
import { rawQuery } from './ledger';

export type LedgerCheck = { ok: boolean; problems: string[] };

/**
 * Proves the ledger: every journal has entries summing to zero, every account's balance equals the sum of
 * its entries and each entry's balance_after is the running sum, no account that may not go negative
 * is negative, and every wallet's `held` equals its withdrawals still under review or transferring.
 */
export async function checkLedger(ex: Executor): Promise<LedgerCheck> {
  const raw = (text: string) => rawQuery(ex, text);
  const problems: string[] = [];
  const unbalanced = await raw(
    `select j.id, coalesce(sum(e.amount), 0) as total, count(e.id) as n from ledger_journals j
     left join ledger_entries e on e.journal_id = j.id group by j.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  );
  for (const r of unbalanced) problems.push(`journal ${r.id}: entries sum to ${r.total} over ${r.n} entries`);
  const drift = await raw(
    `select a.id, a.kind, a.owner_id, a.balance, coalesce(s.total, 0) as total from ledger_accounts a
     left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
     where a.balance <> coalesce(s.total, 0) or (not a.allow_negative and a.balance < 0) or a.held < 0`,
  );
  for (const r of drift)
    problems.push(`account ${r.id} (${r.kind}:${r.owner_id}): balance ${r.balance}, entries ${r.total}`);
  const running = await raw(
    `select id, account_id from (select id, account_id, balance_after,
       sum(amount) over (partition by account_id order by id) as run from ledger_entries) t
     where run <> balance_after limit 20`,
  );
  for (const r of running)
    problems.push(`entry ${r.id} (account ${r.account_id}): balance_after is not the running sum`);
  const held = await raw(
    `select a.owner_id, a.held, coalesce(w.total, 0) as total from ledger_accounts a
     left join (select user_id, sum(amount) as total from withdrawals where status in (0, 1) group by user_id) w
       on w.user_id = a.owner_id
     where a.kind = 'user_wallet' and a.held <> coalesce(w.total, 0)`,
  );
  for (const r of held) problems.push(`wallet of user ${r.owner_id}: held ${r.held}, pending withdrawals ${r.total}`);
  return { ok: problems.length === 0, problems };
}
