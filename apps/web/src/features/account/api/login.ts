import type { login } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/Login`: a new token, the user's other sessions end. */
export const postLogin = defineFetcher<typeof login>('/user/Login');
