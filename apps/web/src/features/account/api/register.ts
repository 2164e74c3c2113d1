import type { register } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/Register`: creates the account with a register code and logs the new user in. */
export const postRegister = defineFetcher<typeof register>('/user/Register');
