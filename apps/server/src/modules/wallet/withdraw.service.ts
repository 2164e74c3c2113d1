import type { Locale, ParsedRequestOf, ResponseOf } from '@wayfare/contracts';
import { feeOf, TransactionType, WithdrawalStatus, type withdraw } from '@wayfare/contracts';
import type { Tx } from '../../db/client';
import type { AuditWriter } from '../../lib/admin-route';
import { fail } from '../../lib/app-error';
import { idempotent } from '../../lib/idempotency';
import { rowId } from '../../lib/ids';
import { accounts, postJournal, transfer } from '../ledger/ledger.service';
import { verifyWithdrawPassword } from '../user/withdraw-password';
import { refusedDecision } from './review.rules';
import { toAdminWithdrawal } from './wallet.mapper';
import { walletRepository as repo, type WithdrawalRow } from './wallet.repository';
import { mayWithdraw, type WalletDeps, type WalletService } from './wallet.service';

type WithdrawAnswer = ResponseOf<typeof withdraw>;

/** An operator's decision on a withdrawal. */
export type WithdrawalDecision = {
  operatorId: number;
  /** The contract's id string. */
  withdrawalId: string;
  note: string;
  key: string | undefined;
  body: unknown;
  locale: Locale;
  audit: AuditWriter;
  /** Mark paid: the bank's or provider's transfer reference. */
  reference?: string;
};

/**
 * Withdrawals. The amount leaves the wallet at once (type 2) into payout clearing, and the wallet's `held`
 * counts it until the payout ends: paid (the money leaves the platform, minus the fee kept as revenue),
 * failed or rejected (the money returns once, type 3, as a journal reversing the hold). Every status move
 * is a conditional update, so a decision taken twice, or by two operators at once, applies once.
 */
export function createWithdrawService(deps: WalletDeps, wallet: WalletService) {
  const { db } = deps;

  const changed = (userId: number, balance: number, unit: string) =>
    deps.events.emit('wallet.changed', { userId, balance, unit });

  /** The withdrawal queues of the back office changed (one asked for, or moved by a decision). */
  const queueChanged = () => deps.events.emit('admin.queue', { queue: 'withdrawals' });

  /** Returns a withdrawal's money to the wallet and releases the hold (failed or rejected). */
  async function giveBack(tx: Tx, w: WithdrawalRow, memo: string) {
    const r = await transfer(tx, {
      from: accounts.system('payout_clearing', w.currency),
      to: accounts.wallet(w.userId, w.currency),
      amount: w.amount,
      holdTo: -w.amount,
      type: TransactionType.WithdrawalFailed,
      userId: w.userId,
      ref: `withdrawal:${w.id}`,
      memo,
      reversesId: await repo.holdJournalId(tx, w.userId, w.id),
    });
    return r.toBalance;
  }

  /** Pays out: clearing is emptied to the outside world and the fee to revenue; the hold is released. */
  async function payOut(tx: Tx, w: WithdrawalRow, reference: string) {
    const posted = await postJournal(tx, {
      type: TransactionType.Withdrawal,
      userId: w.userId,
      ref: `withdrawal:${w.id}`,
      memo: reference ? `withdrawal_paid:${reference}` : 'withdrawal_paid',
      legs: [
        { account: accounts.system('payout_clearing', w.currency), amount: -w.amount },
        { account: accounts.system('gateway_clearing', w.currency), amount: w.amount - w.fee },
        ...(w.fee > 0 ? [{ account: accounts.system('platform_revenue', w.currency), amount: w.fee }] : []),
        { account: accounts.wallet(w.userId, w.currency), amount: 0, hold: -w.amount },
      ],
    });
    return posted.legs[posted.legs.length - 1]!.balance;
  }

  /** The refusal of a move that did not apply: "already decided", or not possible from its status. */
  async function refuse(tx: Tx, id: number): Promise<never> {
    const now = (await repo.withdrawalById(tx, id))!;
    return fail(refusedDecision(now.status, WithdrawalStatus.UnderReview), { status: now.status });
  }

  async function decide(
    d: WithdrawalDecision,
    route: string,
    action: string,
    from: number[],
    to: number,
    effect: (tx: Tx, w: WithdrawalRow) => Promise<number | null>,
  ) {
    const scope = { userId: -d.operatorId, route, key: d.key, body: d.body };
    const { response, replayed } = await idempotent(db, scope, async (tx) => {
      const current = (await repo.withdrawalById(tx, rowId(d.withdrawalId))) ?? fail('NotFound');
      const row =
        (await repo.moveWithdrawal(tx, current.id, from, to, { reviewedBy: d.operatorId, note: d.note })) ??
        (await refuse(tx, current.id));
      const balance = await effect(tx, row);
      await d.audit(tx, action, `withdrawal:${row.id}`, {
        note: d.note,
        before: { status: current.status },
        after: { status: to, ...(d.reference ? { reference: d.reference } : {}) },
        amount: row.amount,
        currency: row.currency,
        ...(d.reference ? { reference: d.reference } : {}),
      });
      const channel = (await repo.channelById(tx, row.channelId))!;
      return { answer: toAdminWithdrawal(row, channel, d.locale), userId: row.userId, balance };
    });
    if (!replayed) {
      queueChanged();
      if (response.balance !== null) changed(response.userId, response.balance, response.answer.unit);
    }
    return response.answer;
  }

  return {
    async withdraw(userId: number, body: ParsedRequestOf<typeof withdraw>, key: string | undefined) {
      const user = (await repo.user(db, userId)) ?? fail('LoginExpired');
      if (!mayWithdraw(user)) fail('WithdrawNotAllowed');
      const channel = await wallet.usableChannel(body.country_code, 'withdraw', body.channelCode, body.amount);
      await verifyWithdrawPassword({ db, limiter: deps.limiter }, userId, body.withdrawalPassword);
      const account = (await repo.bankAccount(db, userId, body.withdrawData.account)) ?? fail('BankCardExists');
      const currency = channel.currency;
      const fee = feeOf(body.amount, channel.feeBp);
      const scope = { userId, route: '/amount/Withdraw', key, body };
      const { response, replayed } = await idempotent<WithdrawAnswer>(db, scope, async (tx) => {
        const w = await repo.insertWithdrawal(tx, {
          userId,
          channelId: channel.id,
          amount: body.amount,
          fee,
          currency,
          status: WithdrawalStatus.UnderReview,
          account: {
            type: account.type,
            name: account.name,
            bank: account.bank,
            account: account.account,
            cardNumber: account.cardNumber,
            network: account.network,
            unit: account.unit,
            transferAccount: account.transferAccount,
          },
        });
        // The conditional debit: fails with InsufficientBalance (and rolls the withdrawal back) when the
        // balance is short, however many withdrawals race.
        const r = await transfer(tx, {
          from: accounts.wallet(userId, currency),
          to: accounts.system('payout_clearing', currency),
          amount: body.amount,
          holdFrom: body.amount,
          type: TransactionType.Withdrawal,
          userId,
          ref: `withdrawal:${w.id}`,
          memo: channel.code,
        });
        return {
          withdrawalId: String(w.id),
          status: w.status,
          amount: w.amount,
          fee: w.fee,
          unit: currency,
          balance: r.fromBalance,
          held: r.fromHeld,
        };
      });
      if (!replayed) {
        queueChanged();
        changed(userId, response.balance, response.unit);
      }
      return response;
    },

    approve: (d: WithdrawalDecision) =>
      decide(
        d,
        '/admin/WithdrawApprove',
        'withdrawal.approve',
        [WithdrawalStatus.UnderReview],
        WithdrawalStatus.Transferring,
        async () => null,
      ),

    markPaid: (d: WithdrawalDecision) =>
      decide(
        d,
        '/admin/WithdrawMarkPaid',
        'withdrawal.mark_paid',
        [WithdrawalStatus.Transferring],
        WithdrawalStatus.Transferred,
        (tx, w) => payOut(tx, w, d.reference ?? ''),
      ),

    fail: (d: WithdrawalDecision) =>
      decide(
        d,
        '/admin/WithdrawFail',
        'withdrawal.fail',
        [WithdrawalStatus.Transferring],
        WithdrawalStatus.TransferFailed,
        (tx, w) => giveBack(tx, w, 'withdrawal_failed'),
      ),

    reject: (d: WithdrawalDecision) =>
      decide(
        d,
        '/admin/WithdrawReject',
        'withdrawal.reject',
        [WithdrawalStatus.UnderReview],
        WithdrawalStatus.Rejected,
        (tx, w) => giveBack(tx, w, 'withdrawal_rejected'),
      ),
  };
}

export type WithdrawService = ReturnType<typeof createWithdrawService>;
