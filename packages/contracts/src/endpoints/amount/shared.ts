import { z } from 'zod';
import { isoTime, money } from '../../common';

/**
 * A quoted conversion as it was confirmed: `fromAmount` of `fromUnit` became exactly `toAmount` of
 * `toUnit`; `rate` is `toUnit` per `fromUnit` (major units), shown for information.
 */
export const fxSchema = z.object({
  quoteId: z.string(),
  fromUnit: z.string(),
  fromAmount: money,
  toUnit: z.string(),
  toAmount: money,
  rate: z.string(),
});
export type Fx = z.infer<typeof fxSchema>;

import { PaymentAccountTypes } from '../../enums';

/** One line of the wallet record (`/amount/GetAmountsList`). */
export const transactionRecordSchema = z.object({
  _id: z.string(),
  /** TransactionType (spec section 4: 1-14, 15 order settled, 16 subordinate pay-on-behalf, 99 unknown). */
  type: z.number().int(),
  /** Signed: credits positive, debits negative; minor units of `unit`, the wallet this line moved. */
  amount: money,
  /** That wallet's balance after this line. */
  balanceAfter: money,
  unit: z.string(),
  /** When the money changed currency (a conversion, or paying in another currency): the quote. */
  fx: fxSchema.nullable(),
  oid: z.string().nullable(),
  /** e.g. `recharge:12`, `withdrawal:7`. */
  ref: z.string().nullable(),
  memo: z.string(),
  createdAt: isoTime,
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const rechargeRecordSchema = z.object({
  _id: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  /** `amount` and `bonus` are minor units of `unit`, the channel's currency. */
  amount: money,
  bonus: money,
  unit: z.string(),
  /** RechargeStatus 0 under review, 1 done, 2 failed. */
  status: z.number().int(),
  providerRef: z.string().nullable(),
  note: z.string(),
  createdAt: isoTime,
  reviewedAt: isoTime.nullable(),
});
export type RechargeRecord = z.infer<typeof rechargeRecordSchema>;

export const withdrawalRecordSchema = z.object({
  _id: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  /** `amount` and `fee` are minor units of `unit`; the account receives `amount - fee`. */
  amount: money,
  fee: money,
  unit: z.string(),
  /** WithdrawalStatus 0 under review, 1 transferring, 2 transferred, 3 transfer failed, 4 rejected. */
  status: z.number().int(),
  /** The payment account as it was, masked. */
  account: z.object({
    type: z.enum(PaymentAccountTypes),
    name: z.string(),
    bank: z.string(),
    account: z.string(),
  }),
  note: z.string(),
  createdAt: isoTime,
  reviewedAt: isoTime.nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

/** A field a channel asks for (rendered by the dynamic field widget). */
export const channelFieldSchema = z.object({
  key: z.string(),
  /** i18n key of the label. */
  label: z.string(),
  kind: z.enum(['text', 'number', 'email', 'phone', 'select']),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});

/** A recharge or withdrawal channel of the user's country. Bounds are minor units of its `unit`. */
export const channelSchema = z.object({
  channelCode: z.string(),
  name: z.string(),
  /** `paypal`, `offline`, `demo`, `bank`, `ewallet`. */
  provider: z.string(),
  icon: z.string(),
  unit: z.string(),
  minAmount: money,
  maxAmount: money,
  /** Fee in basis points of the amount (withdrawals). */
  feeBp: z.number().int(),
  enabled: z.boolean(),
  /** Demo channels are labelled as such and never exist in production. */
  demo: z.boolean(),
  /** Offline channels wait for an operator's review. */
  needsReview: z.boolean(),
  fields: z.array(channelFieldSchema),
});
export type Channel = z.infer<typeof channelSchema>;

/** Top up at least `minAmount`, get `bonus` credited as type 10 (both in the currency of the answer). */
export const bonusRuleSchema = z.object({
  minAmount: money,
  bonus: money,
  /** Addition: the one channel the rule applies through; null (or absent): every top-up channel of the currency. */
  channelCode: z.string().nullable().optional(),
});

/** The currency a wallet screen works in: the country's own; every amount of the answer is in it. */
export const currencyContext = {
  country_code: z.string(),
  unit: z.string(),
  symbol: z.string(),
  /** Decimal places of `unit` (ISO 4217). */
  digits: z.number().int(),
};
