import type { getReorderCart } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/order/GetReorderCart`: a finished takeout order's lines against today's menu ("Order again"). */
export const fetchReorderCart = defineFetcher<typeof getReorderCart>('/order/GetReorderCart');
