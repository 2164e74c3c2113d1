import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import type { AuthOperator } from '../admin/admin.service';

/** The UTC dates (YYYY-MM-DD) of the last `days` days, oldest first, today last. */
export function dayKeys(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * Which orders an operator's list covers: a merchant operator only their own shop's paid orders, whatever
 * shop the filter names (another shop's filter gives their own list, never the other's); everyone else
 * what they filter.
 */
export function scopeOrders(op: Pick<AuthOperator, 'role' | 'merchantId'>, mid: number | undefined) {
  if (op.role === 'merchant') return { merchantId: op.merchantId ?? -1, paidOnly: true };
  return { merchantId: mid, paidOnly: false };
}

/**
 * The shop an operator's shop call works on: a merchant operator's own shop (naming another is refused);
 * any other role must name one.
 */
export function shopOf(op: Pick<AuthOperator, 'role' | 'merchantId'>, mid: string | undefined): number {
  if (op.role === 'merchant') {
    const own = op.merchantId ?? fail('Forbidden');
    if (mid !== undefined && rowId(mid, 'Forbidden') !== own) fail('Forbidden');
    return own;
  }
  return mid === undefined ? fail('ParameterError', { field: 'mid' }) : rowId(mid, 'NotFound');
}
