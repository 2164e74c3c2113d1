import { majorText, parseMajor } from '@wayfare/contracts';

/** What the price fields hold: text typed in the user's currency (major units). */
export type PriceDraft = { min: string; max: string };

export type PriceProblems = { min?: 'number'; max?: 'number' | 'order' };

/** An end as minor units of `unit`: null when empty, NaN when not an amount of that currency. */
const parse = (s: string, unit: string): number | null => {
  if (s.trim() === '') return null;
  const v = parseMajor(s.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2'), unit);
  return typeof v === 'number' ? v : Number.NaN;
};

/**
 * Spec section 5's price filter: each end empty or an amount of the user's currency (at most its
 * decimals; "Please enter a valid number"), and a maximum above the minimum ("Maximum price must be
 * greater than minimum price").
 */
export function checkPriceDraft(draft: PriceDraft, unit: string): PriceProblems {
  const min = parse(draft.min, unit);
  const max = parse(draft.max, unit);
  const out: PriceProblems = {};
  if (Number.isNaN(min)) out.min = 'number';
  if (Number.isNaN(max)) out.max = 'number';
  else if (min !== null && max !== null && !Number.isNaN(min) && max <= min) out.max = 'order';
  return out;
}

/** Integer minor units of the user's currency, as typed; an open end is null. */
export type DisplayInterval = [number | null, number | null];

/**
 * What the user typed, in minor units of their currency (what `priceInterval` carries, unconverted), or
 * undefined when both ends are open or bad.
 */
export function toDisplayInterval(draft: PriceDraft, unit: string): DisplayInterval | undefined {
  const min = parse(draft.min, unit);
  const max = parse(draft.max, unit);
  if (Number.isNaN(min) || Number.isNaN(max) || (min === null && max === null)) return undefined;
  return [min, max];
}

/** An applied interval back to the fields' text (reopening the filter shows what is applied). */
export function toPriceDraft(interval: DisplayInterval | undefined, unit: string): PriceDraft {
  const show = (v: number | null | undefined) => (v === null || v === undefined ? '' : majorText(v, unit));
  return { min: show(interval?.[0]), max: show(interval?.[1]) };
}
