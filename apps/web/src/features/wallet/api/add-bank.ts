import type { addBank } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** Silent: the form shows a wrong withdrawal password in its own sheet. */
export const postAddBank = defineFetcher<typeof addBank>('/user/AddBank', { silent: true });
