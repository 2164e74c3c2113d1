import type { withdraw } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/**
 * `/amount/Withdraw`: holds the amount at once (status under review). Silent: the password sheet shows
 * a wrong password itself; the screen toasts everything else.
 */
export const postWithdraw = defineFetcher<typeof withdraw>('/amount/Withdraw', { silent: true });
