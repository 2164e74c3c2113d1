// The enums module holds plain constants only, so the browser takes the contract's own numbers without zod.
import { RechargeStatus, TransactionType, WithdrawalStatus } from '@wayfare/contracts/enums';
import type { Tone } from '@/components/ui/status-tag';

export { RechargeStatus, TransactionType, WithdrawalStatus };

const knownTypes = new Set<number>(Object.values(TransactionType));

/** i18n key of a transaction type; anything the app does not know reads as "unknown". */
export const transactionTypeKey = (type: number) => `wallet.type.${knownTypes.has(type) ? type : 99}`;

export const rechargeStatusKey = (s: number) =>
  s === RechargeStatus.Done
    ? 'wallet.recharge_status.done'
    : s === RechargeStatus.Failed
      ? 'wallet.recharge_status.failed'
      : 'wallet.recharge_status.under_review';

export const rechargeTone = (s: number): Tone =>
  s === RechargeStatus.Done ? 'success' : s === RechargeStatus.Failed ? 'danger' : 'pending';

const withdrawalKeys: Record<number, string> = {
  [WithdrawalStatus.UnderReview]: 'wallet.withdraw_status.under_review',
  [WithdrawalStatus.Transferring]: 'wallet.withdraw_status.transferring',
  [WithdrawalStatus.Transferred]: 'wallet.withdraw_status.transferred',
  [WithdrawalStatus.TransferFailed]: 'wallet.withdraw_status.transfer_failed',
  [WithdrawalStatus.Rejected]: 'wallet.withdraw_status.rejected',
};

export const withdrawalStatusKey = (s: number) => withdrawalKeys[s] ?? 'wallet.withdraw_status.under_review';

export const withdrawalTone = (s: number): Tone =>
  s === WithdrawalStatus.Transferred
    ? 'success'
    : s === WithdrawalStatus.Transferring
      ? 'info'
      : s === WithdrawalStatus.UnderReview
        ? 'pending'
        : s === WithdrawalStatus.TransferFailed
          ? 'danger'
          : 'muted';

/** Status filters of the record tabs: `undefined` is "all". */
export const rechargeFilters = [undefined, RechargeStatus.UnderReview, RechargeStatus.Done, RechargeStatus.Failed];
export const withdrawalFilters = [
  undefined,
  WithdrawalStatus.UnderReview,
  WithdrawalStatus.Transferring,
  WithdrawalStatus.Transferred,
  WithdrawalStatus.TransferFailed,
  WithdrawalStatus.Rejected,
];
