import type { getRefundQuote, ResponseOf } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

export type CancelQuote = ResponseOf<typeof getRefundQuote>;

/**
 * What cancelling a booking returns now (the fee its cancellation timeline keeps, the refund, where it
 * goes), honoured until `expiresAt`. Silent: the sheet shows errors.
 */
export const fetchCancelQuote = defineFetcher<typeof getRefundQuote>('/order/GetRefundQuote', { silent: true });
