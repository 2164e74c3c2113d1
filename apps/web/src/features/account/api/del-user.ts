import type { delUser } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/DelUser`: delete (anonymise) the account after confirmation. Silent: the sheet explains refusals. */
export const postDelUser = defineFetcher<typeof delUser>('/user/DelUser', { silent: true });
