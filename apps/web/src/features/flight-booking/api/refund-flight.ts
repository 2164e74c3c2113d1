import type { refundOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/**
 * Confirms a refund quote (`quoteId`): exactly the quoted amounts move. Silent: an expired quote is
 * replaced by a fresh one in the sheet rather than toasted.
 */
export const postRefundFlight = defineFetcher<typeof refundOrder>('/order/RefundOrder', { silent: true });
