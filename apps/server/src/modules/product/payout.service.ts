import {
  type adminPayoutRequest,
  type adminPayoutSchema,
  type ParsedRequestOf,
  TransactionType,
  WithdrawalStatus,
} from '@wayfare/contracts';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import type { AuditWriter } from '../../lib/admin-route';
import { fail } from '../../lib/app-error';
import type { EventBus } from '../../lib/events';
import { idempotent } from '../../lib/idempotency';
import { rowId } from '../../lib/ids';
import type { AuthOperator } from '../admin/admin.service';
import { shopOf } from '../backoffice/backoffice.rules';
import { accounts, postJournal, transfer } from '../ledger/ledger.service';
import { refusedDecision } from '../wallet/review.rules';
import { type PayoutRow, payoutRepository as repo } from './payout.repository';
import { shopRepository } from './shop.repository';

type PayoutOut = z.infer<typeof adminPayoutSchema>;

type Names = { shopName: string; requestedBy: string; reviewedBy: string | null };

const toPayout = (p: PayoutRow, n: Names): PayoutOut => ({
  _id: String(p.id),
  mid: String(p.merchantId),
  shopName: n.shopName,
  amount: p.amount,
  unit: p.currency,
  status: p.status,
  requestedBy: n.requestedBy,
  reviewedBy: n.reviewedBy,
  reference: p.reference,
  note: p.note,
  createdAt: p.createdAt.toISOString(),
  reviewedAt: p.reviewedAt?.toISOString() ?? null,
});

/** An operator's decision on a payout. */
export type PayoutDecision = {
  operator: AuthOperator;
  /** The contract's id string. */
  payoutId: string;
  note: string;
  key: string | undefined;
  body: unknown;
  audit: AuditWriter;
  /** Mark transferred: the bank's transfer reference. */
  reference?: string;
};

/**
 * Shop payouts, the same shape as user withdrawals. At request the amount leaves the shop's ledger account
 * (a conditional debit: never more than its balance, however many requests race) into payout clearing,
 * and the account's `held` counts it until the payout ends: transferred (clearing is emptied to the outside
 * world, the hold is released), failed or rejected (the money returns once, type 3, reversing the hold).
 * Every status move is a conditional update, so a decision taken twice, or by two operators at once,
 * applies once; each decision is audited in its transaction.
 */
export function createPayoutService(deps: { db: Db; events: EventBus }) {
  const { db } = deps;
  /** Finance's payout queue (and the dashboard's counts of it) changed: the operators who list it read it again. */
  const queueChanged = (replayed: boolean) => {
    if (!replayed) deps.events.emit('admin.queue', { queue: 'payouts' });
  };

  const shown = async (ex: Executor, p: PayoutRow) => toPayout(p, await repo.names(ex, p));

  /** Returns a payout's money to the shop and releases the hold (failed or rejected). */
  async function giveBack(tx: Tx, p: PayoutRow, memo: string) {
    await transfer(tx, {
      from: accounts.system('payout_clearing', p.currency),
      to: accounts.merchant(p.merchantId, p.currency),
      amount: p.amount,
      holdTo: -p.amount,
      type: TransactionType.WithdrawalFailed,
      userId: null,
      ref: `payout:${p.id}`,
      memo,
      reversesId: await repo.holdJournalId(tx, p.id),
    });
  }

  /** Pays out: clearing is emptied to the outside world and the shop's hold is released. */
  async function payOut(tx: Tx, p: PayoutRow, reference: string) {
    await postJournal(tx, {
      type: TransactionType.Withdrawal,
      userId: null,
      ref: `payout:${p.id}`,
      memo: reference ? `payout_paid:${reference}` : 'payout_paid',
      legs: [
        { account: accounts.system('payout_clearing', p.currency), amount: -p.amount },
        { account: accounts.system('gateway_clearing', p.currency), amount: p.amount },
        { account: accounts.merchant(p.merchantId, p.currency), amount: 0, hold: -p.amount },
      ],
    });
  }

  /** The refusal of a move that did not apply: "already decided", or not possible from its status. */
  async function refuse(tx: Tx, id: number): Promise<never> {
    const now = (await repo.byId(tx, id))!;
    return fail(refusedDecision(now.status, WithdrawalStatus.UnderReview), { status: now.status });
  }

  async function decide(
    d: PayoutDecision,
    route: string,
    action: string,
    from: number[],
    to: number,
    effect: (tx: Tx, p: PayoutRow) => Promise<void>,
  ) {
    const scope = { userId: -d.operator.id, route, key: d.key, body: d.body };
    const { response, replayed } = await idempotent(db, scope, async (tx) => {
      const current = (await repo.byId(tx, rowId(d.payoutId))) ?? fail('NotFound');
      const row =
        (await repo.move(tx, current.id, from, to, {
          reviewedBy: d.operator.id,
          note: d.note,
          reference: d.reference,
        })) ?? (await refuse(tx, current.id));
      await effect(tx, row);
      await d.audit(tx, action, `payout:${row.id}`, {
        merchantId: row.merchantId,
        note: d.note,
        before: { status: current.status },
        after: { status: to, ...(d.reference ? { reference: d.reference } : {}) },
        amount: row.amount,
        currency: row.currency,
      });
      return shown(tx, row);
    });
    queueChanged(replayed);
    return response;
  }

  return {
    /** The shop's balances per currency and a page of its payouts (merchant: own shop only). */
    async shopPayouts(op: AuthOperator, body: { mid?: string; page: number; pageSize: number }) {
      const id = shopOf(op, body.mid);
      if (!(await shopRepository.shop(db, id))) fail('NotFound');
      const [balances, page] = await Promise.all([
        repo.balances(db, id),
        repo.page(db, { merchantId: id }, { offset: (body.page - 1) * body.pageSize, limit: body.pageSize }),
      ]);
      return { balances, total: page.total, list: page.rows.map((r) => toPayout(r.p, r)) };
    },

    async list(body: { status?: number; mid?: string; page: number; pageSize: number }) {
      const page = await repo.page(
        db,
        { status: body.status, ...(body.mid === undefined ? {} : { merchantId: Number(body.mid) }) },
        { offset: (body.page - 1) * body.pageSize, limit: body.pageSize },
      );
      return { total: page.total, list: page.rows.map((r) => toPayout(r.p, r)) };
    },

    /**
     * Asks for a payout: the amount is reserved at once by the conditional debit of the shop's account, in
     * the transaction that records the payout, so a short balance refuses it (InsufficientBalance) and
     * rolls the payout back. A shop with no account in `unit` has nothing to pay out in it.
     */
    async request(
      op: AuthOperator,
      body: ParsedRequestOf<typeof adminPayoutRequest>,
      key: string | undefined,
      audit: AuditWriter,
    ) {
      const id = shopOf(op, body.mid);
      if (!(await shopRepository.shop(db, id))) fail('NotFound');
      if (!(await repo.balances(db, id)).some((b) => b.unit === body.unit)) fail('InsufficientBalance');
      const scope = { userId: -op.id, route: '/admin/PayoutRequest', key, body };
      const { response, replayed } = await idempotent(db, scope, async (tx) => {
        const p = await repo.insert(tx, {
          merchantId: id,
          amount: body.amount,
          currency: body.unit,
          status: WithdrawalStatus.UnderReview,
          requestedBy: op.id,
        });
        const r = await transfer(tx, {
          from: accounts.merchant(id, body.unit),
          to: accounts.system('payout_clearing', body.unit),
          amount: body.amount,
          holdFrom: body.amount,
          type: TransactionType.Withdrawal,
          userId: null,
          ref: `payout:${p.id}`,
          memo: 'payout',
        });
        await audit(tx, 'payout.request', `payout:${p.id}`, {
          merchantId: id,
          before: null,
          after: { status: p.status },
          amount: p.amount,
          currency: p.currency,
        });
        return { ...(await shown(tx, p)), balance: r.fromBalance, held: r.fromHeld };
      });
      queueChanged(replayed);
      return response;
    },

    approve: (d: PayoutDecision) =>
      decide(
        d,
        '/admin/PayoutApprove',
        'payout.approve',
        [WithdrawalStatus.UnderReview],
        WithdrawalStatus.Transferring,
        async () => {},
      ),

    markPaid: (d: PayoutDecision) =>
      decide(
        d,
        '/admin/PayoutMarkPaid',
        'payout.mark_paid',
        [WithdrawalStatus.Transferring],
        WithdrawalStatus.Transferred,
        (tx, p) => payOut(tx, p, d.reference ?? ''),
      ),

    fail: (d: PayoutDecision) =>
      decide(
        d,
        '/admin/PayoutFail',
        'payout.fail',
        [WithdrawalStatus.Transferring],
        WithdrawalStatus.TransferFailed,
        (tx, p) => giveBack(tx, p, 'payout_failed'),
      ),

    reject: (d: PayoutDecision) =>
      decide(
        d,
        '/admin/PayoutReject',
        'payout.reject',
        [WithdrawalStatus.UnderReview],
        WithdrawalStatus.Rejected,
        (tx, p) => giveBack(tx, p, 'payout_rejected'),
      ),
  };
}
