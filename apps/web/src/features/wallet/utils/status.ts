import type {
  RechargeStatus as RechargeStatusValue,
  TransactionType as TransactionTypeValue,
  WithdrawalStatus as WithdrawalStatusValue,
} from '@wayfare/contracts';

/**
 * The contract's wallet numbers (spec section 4), restated here because the browser imports contract
 * types only; `status.test.ts` keeps them equal to the contract.
 */
export const RechargeStatus = { UnderReview: 0, Done: 1, Failed: 2 } as const satisfies Record<
  string,
  RechargeStatusValue
>;

export const WithdrawalStatus = {
  UnderReview: 0,
  Transferring: 1,
  Transferred: 2,
  TransferFailed: 3,
  Rejected: 4,
} as const satisfies Record<string, WithdrawalStatusValue>;

export const TransactionType = {
  Recharge: 1,
  Withdrawal: 2,
  WithdrawalFailed: 3,
  OfflineRecharge: 4,
  OfflineWithdrawal: 5,
  InviterReward: 6,
  SubordinateRechargeRebate: 7,
  SubordinatePurchaseRebate: 8,
  SubordinateFirstRechargeRebate: 9,
  RechargeBonus: 10,
  WithdrawalBonus: 11,
  BuyGoods: 12,
  GoodsRefund: 13,
  OrderCompletedCredited: 14,
  OrderSettled: 15,
  SubordinatePayOnBehalf: 16,
  Unknown: 99,
} as const satisfies Record<string, TransactionTypeValue>;

const knownTypes = new Set<number>(Object.values(TransactionType));

/** i18n key of a transaction type; anything the app does not know reads as "unknown". */
export const transactionTypeKey = (type: number) => `wallet.type.${knownTypes.has(type) ? type : 99}`;

export type Tone = 'pending' | 'success' | 'danger' | 'info' | 'muted';

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
