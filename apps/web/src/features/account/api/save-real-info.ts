import type { saveRealInfo } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/SaveRealInfo`: real-name data of the real_info page. */
export const postSaveRealInfo = defineFetcher<typeof saveRealInfo>('/user/SaveRealInfo');
