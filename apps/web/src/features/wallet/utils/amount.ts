import { feeOf, majorText, parseMajor } from '@wayfare/contracts';

/**
 * Amount rules of the wallet screens. The user types in the currency of the channel (the country's own);
 * what is typed is parsed exactly into its minor units (`parseMajor`), and bounds, balance, bonus and fee
 * are compared in those same minor units: what the user sees is what moves.
 */

/** What the amount field holds: the text as typed. */
export type AmountValue = string;

export const emptyAmount: AmountValue = '';

/** Minor units as the field shows them (`50000` THB → `500`, `12345` → `123.45`, no grouping). */
export const amountValueOf = (minor: number, unit: string): AmountValue => majorText(minor, unit);

export type AmountLimits = {
  /** Minor units of the channel's currency. */
  min: number;
  max: number;
  /** Spendable balance in that currency, for withdrawals and conversions. */
  balance?: number;
};

export type AmountProblem =
  | { key: 'wallet.amount.required' }
  | { key: 'wallet.amount.invalid' }
  | { key: 'wallet.amount.precision'; unit: string }
  | { key: 'wallet.amount.below_min'; min: number; unit: string }
  | { key: 'wallet.amount.above_max'; max: number; unit: string }
  | { key: 'wallet.amount.over_balance'; balance: number; unit: string };

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

/** Checks the field in `unit`: an amount, no more decimals than the currency has, within bounds and balance. */
export function checkAmount(value: AmountValue, limits: AmountLimits, unit: string): AmountCheck {
  if (value.trim() === '') return { ok: false, problem: { key: 'wallet.amount.required' } };
  const minor = parseMajor(value, unit);
  if (minor === 'precision') return { ok: false, problem: { key: 'wallet.amount.precision', unit } };
  if (minor === 'invalid' || minor <= 0) return { ok: false, problem: { key: 'wallet.amount.invalid' } };
  if (limits.balance !== undefined && minor > limits.balance)
    return { ok: false, problem: { key: 'wallet.amount.over_balance', balance: limits.balance, unit } };
  if (minor < limits.min) return { ok: false, problem: { key: 'wallet.amount.below_min', min: limits.min, unit } };
  if (minor > limits.max) return { ok: false, problem: { key: 'wallet.amount.above_max', max: limits.max, unit } };
  return { ok: true, amount: minor };
}

/** Minor units of `unit` the field holds right now (for live previews), or 0. */
export function currentAmount(value: AmountValue, unit: string): number {
  const minor = parseMajor(value, unit);
  return typeof minor === 'number' && minor > 0 ? minor : 0;
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

/** Withdrawal fee: the platform's one rounding rule (a fee rounds down). */
export { feeOf };

/** What arrives in the account after the fee. */
export const receiveOf = (amount: number, feeBp: number) => amount - feeOf(amount, feeBp);

/** Fee rate as a percentage text (`1%`, `0.5%`). */
export const feePercent = (feeBp: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, numberingSystem: 'latn' }).format(
    feeBp / 10_000,
  );
