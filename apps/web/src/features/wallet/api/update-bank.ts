import type { updateBank } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** Silent: the form shows a wrong withdrawal password in its own sheet. */
export const postUpdateBank = defineFetcher<typeof updateBank>('/user/UpdateBank', { silent: true });
