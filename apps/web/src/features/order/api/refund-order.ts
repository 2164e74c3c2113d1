import type { refundOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/**
 * Refunds a paid order that is not completed (status 6 then 7, money back as ledger type 13). Not
 * silent: a refusal ("order already completed") is toasted in the user's language. Send an idempotency
 * key (`lib/use-idempotent-call.ts`).
 */
export const postRefundOrder = defineFetcher<typeof refundOrder>('/order/RefundOrder');
