import { type Currency, toDisplayMinor, toSettlementMinor } from '@/lib/money';

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

/** The list call's `priceInterval` (settlement minor units), or undefined when both ends are open. */
export function toPriceInterval(
  draft: PriceDraft,
  currency: Currency | null,
): [number | null, number | null] | undefined {
  const min = parse(draft.min);
  const max = parse(draft.max);
  if (Number.isNaN(min) || Number.isNaN(max) || (min === null && max === null)) return undefined;
  const toMinor = (v: number | null) => (v === null ? null : toSettlementMinor(v, currency));
  return [toMinor(min), toMinor(max)];
}

/** An interval back to display text (reopening the filter shows what is applied). */
export function toPriceDraft(
  interval: [number | null, number | null] | undefined,
  currency: Currency | null,
): PriceDraft {
  const show = (v: number | null | undefined) =>
    v === null || v === undefined ? '' : String(Number((toDisplayMinor(v, currency) / 100).toFixed(2)));
  return { min: show(interval?.[0]), max: show(interval?.[1]) };
}
