import type { userSaveInfos } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

export const postUserSaveInfos = defineFetcher<typeof userSaveInfos>('/user/UserSaveInfos');
