import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { chatGroupInfoSchema } from '../chat/shared';

export const getChatGroupInfo = defineEndpoint({
  path: '/user/GetChatGroupInfo',
  method: 'POST',
  auth: true,
  summary: 'A conversation the caller belongs to: name, avatar, members, muted state',
  request: z.object({ chatGroup_id: id }),
  response: chatGroupInfoSchema,
});
