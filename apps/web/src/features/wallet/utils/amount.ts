import { type Currency, toDisplayMinor } from '@/lib/money';

/**
 * Amount rules of the wallet screens. The user types in their own currency (display units); the server
 * takes settlement minor units (USD cents). Bounds are checked in display units, exactly as they are
 * shown, so "min ฿35.50" accepts ฿35.50 whatever the rounding; the settlement amount is then clamped
 * into the bounds so a value that passed on screen never fails on the server for a rounding cent.
 */

/** What the amount field holds: the text as typed, and the exact amount when a chip or "all" set it. */
export type AmountValue = { text: string; exact?: number };

export const emptyAmount: AmountValue = { text: '' };

/** Typed text (`1,234.5`, ` 20 `) to display minor units; null when it is not an amount. */
export function parseAmountText(text: string): number | null {
  const clean = text.replace(/[\s,]/g, '');
  if (!/^\d{1,12}(\.\d{0,2})?$/.test(clean)) return null;
  const [whole = '0', frac = ''] = clean.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Display minor units to what the field shows (`355`, `35.5` → `35.50`), no grouping. */
export function amountText(displayMinor: number): string {
  const major = Math.floor(displayMinor / 100);
  const cents = displayMinor % 100;
  return cents === 0 ? String(major) : `${major}.${String(cents).padStart(2, '0')}`;
}

/** A settlement amount as the field should show it, remembering the exact value. */
export const amountFromSettlement = (minor: number, currency: Currency | null): AmountValue => ({
  text: amountText(toDisplayMinor(minor, currency)),
  exact: minor,
});

const rateOf = (c: Currency | null) => (c?.isLocal && Number.isFinite(c.rate) && c.rate > 0 ? c.rate : 1);

/** Display minor units back to settlement minor units (rounded to the nearest cent). */
export const toSettlement = (displayMinor: number, currency: Currency | null) =>
  Math.round(displayMinor / rateOf(currency));

export type AmountLimits = {
  /** Settlement minor units. */
  min: number;
  max: number;
  /** Spendable balance, for withdrawals. */
  balance?: number;
};

export type AmountProblem =
  | { key: 'wallet.amount.required' }
  | { key: 'wallet.amount.invalid' }
  | { key: 'wallet.amount.below_min'; min: number }
  | { key: 'wallet.amount.above_max'; max: number }
  | { key: 'wallet.amount.over_balance'; balance: number };

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

/**
 * Checks the field against the channel bounds (and the balance), in the units the user sees. On success
 * `amount` is the settlement amount to send.
 */
export function checkAmount(value: AmountValue, limits: AmountLimits, currency: Currency | null): AmountCheck {
  if (value.text.trim() === '') return { ok: false, problem: { key: 'wallet.amount.required' } };
  const shown = parseAmountText(value.text);
  if (shown === null || shown <= 0) return { ok: false, problem: { key: 'wallet.amount.invalid' } };
  const exact = value.exact !== undefined && amountText(toDisplayMinor(value.exact, currency)) === value.text.trim();
  const minShown = toDisplayMinor(limits.min, currency);
  const maxShown = toDisplayMinor(limits.max, currency);
  if (limits.balance !== undefined) {
    const balanceShown = toDisplayMinor(limits.balance, currency);
    if (shown > balanceShown || (exact && (value.exact ?? 0) > limits.balance))
      return { ok: false, problem: { key: 'wallet.amount.over_balance', balance: limits.balance } };
  }
  if (shown < minShown) return { ok: false, problem: { key: 'wallet.amount.below_min', min: limits.min } };
  if (shown > maxShown) return { ok: false, problem: { key: 'wallet.amount.above_max', max: limits.max } };
  let amount = exact ? (value.exact as number) : toSettlement(shown, currency);
  amount = Math.min(Math.max(amount, limits.min), limits.max);
  if (limits.balance !== undefined) amount = Math.min(amount, limits.balance);
  return { ok: true, amount };
}

/** The settlement amount the field holds right now (for live previews), or 0. */
export function currentAmount(value: AmountValue, currency: Currency | null): number {
  const shown = parseAmountText(value.text);
  if (shown === null || shown <= 0) return 0;
  if (value.exact !== undefined && amountText(toDisplayMinor(value.exact, currency)) === value.text.trim())
    return value.exact;
  return toSettlement(shown, currency);
}

export type BonusRule = { minAmount: number; bonus: number };

/** The bonus a top-up of `amount` earns: the best rule it reaches (credited as type 10). */
export function bonusFor(amount: number, rules: readonly BonusRule[]): number {
  return rules.reduce((best, r) => (amount >= r.minAmount && r.bonus > best ? r.bonus : best), 0);
}

/** The next bigger bonus within reach: how much more to top up, and what it pays. */
export function nextBonus(amount: number, rules: readonly BonusRule[]): { more: number; bonus: number } | null {
  const current = bonusFor(amount, rules);
  const next = [...rules]
    .filter((r) => r.minAmount > amount && r.bonus > current)
    .sort((a, b) => a.minAmount - b.minAmount)[0];
  return next ? { more: next.minAmount - amount, bonus: next.bonus } : null;
}

/** Withdrawal fee in basis points, rounded down as the server does. */
export const feeOf = (amount: number, feeBp: number) => Math.floor((amount * feeBp) / 10_000);

/** What arrives in the account after the fee. */
export const receiveOf = (amount: number, feeBp: number) => amount - feeOf(amount, feeBp);

/** Fee rate as a percentage text (`1%`, `0.5%`). */
export const feePercent = (feeBp: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, numberingSystem: 'latn' }).format(
    feeBp / 10_000,
  );
