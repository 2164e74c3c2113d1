import type { getRefundQuote, ResponseOf } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

export type RefundQuote = ResponseOf<typeof getRefundQuote>;

/**
 * What refunding (or cancelling) a booking returns now: the fee its rules keep, the refund, where it goes;
 * honoured until `expiresAt`. Silent: the sheet shows errors.
 */
export const fetchRefundQuote = defineFetcher<typeof getRefundQuote>('/order/GetRefundQuote', { silent: true });
