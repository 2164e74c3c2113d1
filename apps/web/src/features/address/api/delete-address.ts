import type { deleteAddress } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

export const postDeleteAddress = defineFetcher<typeof deleteAddress>('/user/DeleteAddress');
