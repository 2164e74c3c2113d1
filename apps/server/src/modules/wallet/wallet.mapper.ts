import type { Channel, Locale, PaymentAccountType, RechargeRecord, WithdrawalRecord } from '@wayfare/contracts';
import { PaymentAccountTypes } from '@wayfare/contracts';
import { pick } from '../../lib/locale';
import type { ChannelRow, RechargeRow, WithdrawalRow } from './wallet.repository';

/** What a channel asks the user for, per provider (rendered by the dynamic field widget). */
const fieldsOf: Record<string, Channel['fields']> = {
  offline: [
    { key: 'payerName', label: 'wallet.field.payer_name', kind: 'text', required: true, options: [] },
    { key: 'reference', label: 'wallet.field.transfer_reference', kind: 'text', required: false, options: [] },
  ],
};

export type ChannelAvailability = { production: boolean; paypal: boolean };

/** Whether a channel can be used now: enabled, PayPal configured, demo outside production. */
export function channelUsable(c: ChannelRow, a: ChannelAvailability) {
  if (!c.enabled) return false;
  if (c.provider === 'paypal' && !a.paypal) return false;
  if (c.provider === 'demo' && a.production) return false;
  return true;
}

export function toChannel(c: ChannelRow, locale: Locale, a: ChannelAvailability): Channel {
  return {
    channelCode: c.code,
    name: pick(c.name, locale),
    provider: c.provider,
    icon: `/icons/pay/${c.provider}.svg`,
    unit: c.currency,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    feeBp: c.feeBp,
    enabled: channelUsable(c, a),
    demo: c.provider === 'demo',
    needsReview: c.provider === 'offline',
    fields: fieldsOf[c.provider] ?? [],
  };
}

export function toRechargeRecord(r: RechargeRow, c: ChannelRow, locale: Locale): RechargeRecord {
  return {
    _id: String(r.id),
    channelCode: c.code,
    channelName: pick(c.name, locale),
    amount: r.amount,
    bonus: r.bonus,
    unit: r.currency,
    status: r.status,
    providerRef: r.providerRef,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

/** Shows only the last four characters of an account number. */
export const mask = (account: string) => (account.length <= 4 ? account : `****${account.slice(-4)}`);

export function toWithdrawalRecord(w: WithdrawalRow, c: ChannelRow, locale: Locale): WithdrawalRecord {
  const a = w.account as { type?: string; name?: string; bank?: string; account?: string };
  const type = (PaymentAccountTypes as readonly string[]).includes(a.type ?? '')
    ? (a.type as PaymentAccountType)
    : 'bank';
  return {
    _id: String(w.id),
    channelCode: c.code,
    channelName: pick(c.name, locale),
    amount: w.amount,
    fee: w.fee,
    unit: w.currency,
    status: w.status,
    account: { type, name: a.name ?? '', bank: a.bank ?? '', account: mask(a.account ?? '') },
    note: w.note,
    createdAt: w.createdAt.toISOString(),
    reviewedAt: w.reviewedAt?.toISOString() ?? null,
  };
}

const reviewed = (r: { userId: number; reviewedBy: number | null; reviewedAt: Date | null; createdAt: Date }) => ({
  uid: String(r.userId),
  reviewedBy: r.reviewedBy === null ? null : String(r.reviewedBy),
  updatedAt: (r.reviewedAt ?? r.createdAt).toISOString(),
});

export const toAdminRecharge = (r: RechargeRow, c: ChannelRow, locale: Locale) => ({
  ...toRechargeRecord(r, c, locale),
  ...reviewed(r),
});

export const toAdminWithdrawal = (w: WithdrawalRow, c: ChannelRow, locale: Locale) => ({
  ...toWithdrawalRecord(w, c, locale),
  ...reviewed(w),
});
