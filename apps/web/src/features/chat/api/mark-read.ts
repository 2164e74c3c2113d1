import type { markRead } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** Marks a conversation read up to a message id; every device of the caller gets the new counts. */
export const postMarkRead = defineFetcher<typeof markRead>('/chat/MarkRead', { silent: true });
