import type { setLogonPassword } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/SetLogonPassword`: old + new login password; the other sessions end, this one stays. */
export const postSetLogonPassword = defineFetcher<typeof setLogonPassword>('/user/SetLogonPassword');
