import { defineEndpoint } from '../../endpoint';
import { chatMessageSchema, chatSendInput } from './shared';

/** The socket's `chat/send` is the usual path; this is the fallback when the socket is down. */
export const sendMessage = defineEndpoint({
  path: '/chat/SendMessage',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Send a message over HTTP (same body as socket chat/send; idempotent by clientId)',
  request: chatSendInput,
  response: chatMessageSchema,
});
