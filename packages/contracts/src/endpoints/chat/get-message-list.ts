import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { chatMessageSchema, messageCursor } from './shared';

/**
 * History paged by message id, oldest first in `list`. `beforeId` scrolls up in one conversation;
 * `afterId` catches up after a reconnect, and without `chatGroup_id` it spans every conversation of the
 * caller, so nothing missed during a drop is lost. Ids are given in commit order (a smaller id is never
 * stored after a larger one), so resuming after the highest id the client holds leaves no gap; repeat
 * while `hasMore`. Without a cursor, the latest page of the conversation.
 */
export const getMessageList = defineEndpoint({
  path: '/chat/GetMessageList',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Messages before or after an id, in one conversation or (catch-up) in all of them',
  request: z
    .object({
      chatGroup_id: id.optional(),
      beforeId: messageCursor.optional(),
      afterId: messageCursor.optional(),
      limt: z.coerce.number().int().min(1).max(100).default(30),
    })
    .refine((b) => b.beforeId === undefined || b.afterId === undefined, {
      message: 'beforeId_or_afterId',
      path: ['afterId'],
    })
    .refine((b) => b.chatGroup_id !== undefined || b.afterId !== undefined, {
      message: 'required',
      path: ['chatGroup_id'],
    }),
  response: z.object({
    list: z.array(chatMessageSchema),
    /** More messages exist beyond the page in the requested direction. */
    hasMore: z.boolean(),
  }),
});
