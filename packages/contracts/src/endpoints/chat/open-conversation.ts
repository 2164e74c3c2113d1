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
  request: z
    .object({ toId: id.optional(), support: z.literal(true).optional() })
    .refine((b) => (b.toId === undefined) !== (b.support === undefined), { message: 'toId_or_support' }),
  response: conversationSchema,
});
