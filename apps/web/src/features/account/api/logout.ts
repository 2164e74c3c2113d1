import type { logout } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** Ends this session on the server; the client clears its login info whatever the answer. */
export const postLogout = defineFetcher<typeof logout>('/user/Logout', { silent: true });
