import type { codeSetPaw } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/CodeSetPaw`: a forgotten password reset with a reset code; every session ends. */
export const postCodeSetPaw = defineFetcher<typeof codeSetPaw>('/user/CodeSetPaw');
