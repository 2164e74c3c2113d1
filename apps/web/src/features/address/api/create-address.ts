import type { createAddress } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** Silent: the form shows what went wrong beside the fields and keeps what was typed. */
export const postCreateAddress = defineFetcher<typeof createAddress>('/user/CreateAddress', { silent: true });
