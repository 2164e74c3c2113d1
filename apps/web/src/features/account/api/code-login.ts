import type { codeLogin } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/CodeLogin`: signs in with a login code (SendCode sendType 4); the user's other sessions end. */
export const postCodeLogin = defineFetcher<typeof codeLogin>('/user/CodeLogin');
