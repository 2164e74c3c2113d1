import type { getRefundQuote, ResponseOf } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

export type RefundQuote = ResponseOf<typeof getRefundQuote>;

/** What a refund returns now (fee, amount, where it goes), honoured until `expiresAt`. Silent: the sheet shows errors. */
export const fetchRefundQuote = defineFetcher<typeof getRefundQuote>('/order/GetRefundQuote', { silent: true });
