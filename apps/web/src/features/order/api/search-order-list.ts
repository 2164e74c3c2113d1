import type { searchOrderList } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** Several orders by id (the caller's, or paid by them), in the order asked: fresh rows for the list. */
export const fetchSearchOrderList = defineFetcher<typeof searchOrderList>('/order/SearchOrderList', { silent: true });
