import { z } from 'zod';
import { id, payId } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Posts a pay-request card into the direct chat with `uid` ("toId does not exist", "cannot message yourself"). */
export const sendPay = defineEndpoint({
  path: '/order/SendPay',
  method: 'POST',
  auth: true,
  summary: 'Send a pay-on-behalf request to a user as a chat message',
  request: z.object({
    uid: id,
    oid: id,
    pid: payId,
    content: z.string().trim().max(500).default(''),
  }),
  response: z.object({ chatGroup_id: z.string(), messageId: z.string() }),
});
