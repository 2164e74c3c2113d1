import type { setAccount } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/**
 * `/user/SetAccount`: rebind the login account (once within 7 days). Silent: the screen explains a
 * refusal itself, with the date in the user's locale.
 */
export const postSetAccount = defineFetcher<typeof setAccount>('/user/SetAccount', { silent: true });
