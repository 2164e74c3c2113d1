import type { getPayUserInfo } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** Looks a user up by id (rate-limited by the server); silent: the share sheet says "not found" in place. */
export const fetchPayUserInfo = defineFetcher<typeof getPayUserInfo>('/order/GetPayUserInfo', { silent: true });
