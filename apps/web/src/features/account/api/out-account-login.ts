import type { outAccountLogin } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/OutAccountLogin`: Telegram widget data or a LINE `code` + `state`, verified on the server. */
export const postOutAccountLogin = defineFetcher<typeof outAccountLogin>('/user/OutAccountLogin', { silent: true });
