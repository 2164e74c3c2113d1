import type { sendMessage } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/**
 * Sending over HTTP, for when the socket is down (idempotent by `clientId`). Silent: the bubble shows
 * the failure and offers a retry.
 */
export const postSendMessage = defineFetcher<typeof sendMessage>('/chat/SendMessage', { silent: true });
