import type { changeFlight } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** Confirms a change quote: the seats move and the quoted total is charged or returned. Send an idempotency key. */
export const postChangeFlight = defineFetcher<typeof changeFlight>('/order/ChangeFlight', { silent: true });
