import type { setHead } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/SetHead`: the avatar, from an `/upload/File` path (purpose avatar). */
export const postSetHead = defineFetcher<typeof setHead>('/user/SetHead');
