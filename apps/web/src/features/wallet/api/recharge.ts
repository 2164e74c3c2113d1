import type { recharge } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/amount/Recharge`: demo credits now, PayPal answers an approval address, offline waits for review. */
export const postRecharge = defineFetcher<typeof recharge>('/amount/Recharge');
