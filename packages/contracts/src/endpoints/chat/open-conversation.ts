import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { conversationSchema } from './shared';

export const openConversation = defineEndpoint({
  path: '/chat/OpenConversation',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Find or create the direct chat with a user, or the support chat with an operator',
  /**
   * `oid` (support only): the chat was opened from this order of the caller's; its card is posted in the
   * support chat (once per order) and support acknowledges at once, as after any message of the user.
   */
  request: z
    .object({ toId: id.optional(), support: z.literal(true).optional(), oid: id.optional() })
    .refine((b) => (b.toId === undefined) !== (b.support === undefined), { message: 'toId_or_support' })
    .refine((b) => b.oid === undefined || b.support === true, { message: 'oid_with_support' }),
  response: conversationSchema,
});
