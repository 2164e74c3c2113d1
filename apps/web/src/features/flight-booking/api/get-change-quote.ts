import type { getChangeQuote, ResponseOf } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

export type ChangeQuote = ResponseOf<typeof getChangeQuote>;

/** Fee and fare difference of moving a booking to `ticketId`, honoured until `expiresAt`. */
export const fetchChangeQuote = defineFetcher<typeof getChangeQuote>('/order/GetChangeQuote', { silent: true });
