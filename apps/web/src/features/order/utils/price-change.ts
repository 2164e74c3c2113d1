import type { ErrorParamRow } from '@wayfare/contracts';
import { ApiError } from '@/lib/api-client';

/** One thing whose price changed between what was shown and the order (contract `createOrder`). */
export type PriceChangeRow =
  | { kind: 'item'; name: string; was: number; now: number }
  | { kind: 'delivery_fee'; was: number; now: number }
  | { kind: 'fare'; now: number }
  | { kind: 'night'; date: string; now: number };

/** An "amount exception" answer: the server's total in `currency`, the total shown, and what changed. */
export type PriceChange = { amount: number; currency: string; previous: number | null; changes: PriceChangeRow[] };

const num = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function rowOf(r: ErrorParamRow): PriceChangeRow | null {
  if (r.kind === 'item' && typeof r.name === 'string' && num(r.was) && num(r.now)) {
    return { kind: 'item', name: r.name, was: r.was, now: r.now };
  }
  if (r.kind === 'delivery_fee' && num(r.was) && num(r.now)) return { kind: 'delivery_fee', was: r.was, now: r.now };
  if (r.kind === 'fare' && num(r.now)) return { kind: 'fare', now: r.now };
  if (r.kind === 'night' && typeof r.date === 'string' && num(r.now))
    return { kind: 'night', date: r.date, now: r.now };
  return null;
}

/**
 * The new price an "amount exception" carries, or null when `err` is not one (or carries no total, from
 * an older server): the screen then falls back to asking the user to check the order again.
 */
export function priceChangeOf(err: unknown): PriceChange | null {
  if (!(err instanceof ApiError) || err.transport || err.key !== 'amount_exception') return null;
  const { amount, currency, previous, changes } = err.params;
  if (!num(amount) || amount < 0 || typeof currency !== 'string' || !currency) return null;
  const rows = Array.isArray(changes) ? changes.map(rowOf).filter((r): r is PriceChangeRow => r !== null) : [];
  return { amount, currency, previous: num(previous) ? previous : null, changes: rows };
}
