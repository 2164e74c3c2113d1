import type { Fx } from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import { fail } from '../../lib/app-error';
import { type QuoteRow, fxRepository as repo } from './fx.repository';
import { convertDown, costUp, type Reference, rateText } from './fx.rules';

export type QuotePurpose = 'convert' | 'pay';

/** A currency's reference rate (units per US dollar), or `ExchangeLimit` when it has none. */
export async function reference(ex: Executor, unit: string): Promise<Reference> {
  const perUsdMicros = await repo.perUsdMicros(ex, unit);
  if (!perUsdMicros || perUsdMicros <= 0) return fail('ExchangeLimit');
  return { unit, perUsdMicros };
}

/** Both amounts of converting `amount` of `fromUnit` into `toUnit` (the user receives the rounded-down side). */
export async function priceConversion(ex: Executor, amount: number, fromUnit: string, toUnit: string) {
  if (fromUnit === toUnit) fail('ExchangeLimit');
  const [from, to] = await Promise.all([reference(ex, fromUnit), reference(ex, toUnit)]);
  const toAmount = convertDown(amount, from, to);
  if (!Number.isSafeInteger(toAmount) || toAmount <= 0) fail('ExchangeLimit');
  return { fromAmount: amount, toAmount, rate: rateText(from, to) };
}

/** What paying exactly `target` of `toUnit` costs in `fromUnit` (rounded up). */
export async function priceTarget(ex: Executor, target: number, fromUnit: string, toUnit: string) {
  if (fromUnit === toUnit) fail('ExchangeLimit');
  const [from, to] = await Promise.all([reference(ex, fromUnit), reference(ex, toUnit)]);
  const fromAmount = costUp(target, from, to);
  if (!Number.isSafeInteger(fromAmount) || fromAmount <= 0) fail('ExchangeLimit');
  return { fromAmount, toAmount: target, rate: rateText(from, to) };
}

/** Stores a quote the user may confirm once before `expiresAt`. */
export function storeQuote(
  ex: Executor,
  q: {
    userId: number;
    purpose: QuotePurpose;
    orderId?: number | null;
    fromUnit: string;
    fromAmount: number;
    toUnit: string;
    toAmount: number;
    rate: string;
    expiresAt: Date;
  },
) {
  return repo.insert(ex, { ...q, orderId: q.orderId ?? null });
}

/** Consumes the user's live quote in the caller's transaction, or fails with `QuoteExpired`. */
export async function consumeQuote(
  ex: Executor,
  id: number,
  userId: number,
  purpose: QuotePurpose,
  orderId: number | null = null,
): Promise<QuoteRow> {
  return (await repo.consume(ex, id, userId, purpose, orderId)) ?? fail('QuoteExpired');
}

export const quoteById = (ex: Executor, id: number) => repo.byId(ex, id);

/** A confirmed quote as the wire shows it. */
export const toFx = (q: QuoteRow): Fx => ({
  quoteId: String(q.id),
  fromUnit: q.fromUnit,
  fromAmount: q.fromAmount,
  toUnit: q.toUnit,
  toAmount: q.toAmount,
  rate: String(q.rate).includes('.') ? String(q.rate).replace(/\.?0+$/, '') : String(q.rate),
});
