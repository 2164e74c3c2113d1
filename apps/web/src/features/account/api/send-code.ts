import type { sendCode } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/SendCode`: a 6-digit code for register (1), reset (2), rebind (3) or login (4); answers the `codeToken`. */
export const postSendCode = defineFetcher<typeof sendCode>('/user/SendCode');
