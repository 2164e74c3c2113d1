import type { updateAddress } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** Silent: the form (or the list's "set default") shows what went wrong itself. */
export const postUpdateAddress = defineFetcher<typeof updateAddress>('/user/UpdateAddress', { silent: true });
