import { type Currency, toSettlementMinor } from '@/lib/money';

/** What the price fields hold: text typed in the user's currency (major units). */
export type PriceDraft = { min: string; max: string };

export type PriceProblems = { min?: 'number'; max?: 'number' | 'order' };

const amountPattern = /^\d{1,9}([.,]\d{1,2})?$/;

const parse = (s: string) =>
  s.trim() === '' ? null : amountPattern.test(s.trim()) ? Number(s.trim().replace(',', '.')) : Number.NaN;

/**
 * Spec section 5's price filter: each end empty or a number with up to 2 decimals ("Please enter a valid
 * number"), and a maximum above the minimum ("Maximum price must be greater than minimum price").
 */
export function checkPriceDraft(draft: PriceDraft): PriceProblems {
  const min = parse(draft.min);
  const max = parse(draft.max);
  const out: PriceProblems = {};
  if (Number.isNaN(min)) out.min = 'number';
  if (Number.isNaN(max)) out.max = 'number';
  else if (min !== null && max !== null && !Number.isNaN(min) && max <= min) out.max = 'order';
  return out;
}

/** Integer minor units of the user's currency, as typed; an open end is null. */
export type DisplayInterval = [number | null, number | null];

/** What the user typed, in minor units of their currency, or undefined when both ends are open or bad. */
export function toDisplayInterval(draft: PriceDraft): DisplayInterval | undefined {
  const min = parse(draft.min);
  const max = parse(draft.max);
  if (Number.isNaN(min) || Number.isNaN(max) || (min === null && max === null)) return undefined;
  const cents = (v: number | null) => (v === null ? null : Math.round(v * 100));
  return [cents(min), cents(max)];
}

/** The list call's `priceInterval`: settlement minor units at the user's rate. */
export function toSettlementInterval(interval: DisplayInterval, currency: Currency | null): DisplayInterval {
  const convert = (v: number | null) => (v === null ? null : toSettlementMinor(v / 100, currency));
  return [convert(interval[0]), convert(interval[1])];
}

/** An applied interval back to the fields' text (reopening the filter shows what is applied). */
export function toPriceDraft(interval: DisplayInterval | undefined): PriceDraft {
  const show = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v / 100));
  return { min: show(interval?.[0]), max: show(interval?.[1]) };
}
