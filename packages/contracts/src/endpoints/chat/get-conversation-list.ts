import { z } from 'zod';
import { paged, pageQuery } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { conversationSchema } from './shared';

export const getConversationList = defineEndpoint({
  path: '/chat/GetConversationList',
  method: 'POST',
  auth: true,
  addition: true,
  summary: "The caller's conversations, most recent activity first, with unread counts",
  request: pageQuery,
  response: paged(conversationSchema).extend({ totalUnread: z.number().int() }),
});
