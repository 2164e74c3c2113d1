import type { lineLoginStart } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/LineLoginStart`: the LINE authorize URL; state, nonce and PKCE verifier stay on the server. */
export const postLineLoginStart = defineFetcher<typeof lineLoginStart>('/user/LineLoginStart');
