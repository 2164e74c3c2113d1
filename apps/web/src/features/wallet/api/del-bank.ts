import type { delBank } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

export const postDelBank = defineFetcher<typeof delBank>('/user/DelBank');
