import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { messageCursor, unreadCountsSchema } from './shared';

/** Clears the badge on every device of the caller (their sockets get a fresh `notReadNum`). */
export const markRead = defineEndpoint({
  path: '/chat/MarkRead',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Mark a conversation read up to a message id (default: its latest)',
  request: z.object({ chatGroup_id: id, lastId: messageCursor.optional() }),
  response: unreadCountsSchema,
});
