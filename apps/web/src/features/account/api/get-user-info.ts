import type { getUserInfo } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { saveLoginUser } from '@/lib/session';

export const fetchUserInfo = defineFetcher<typeof getUserInfo>('/user/GetUserInfo', { silent: true });

/** Refresh the stored login info from the server (spec start logic step 4). */
export async function refreshUserInfo() {
  const user = await fetchUserInfo({});
  return saveLoginUser(user);
}
