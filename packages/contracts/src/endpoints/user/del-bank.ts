import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';

export const delBank = defineEndpoint({
  path: '/user/DelBank',
  method: 'POST',
  auth: true,
  summary: 'Delete a saved payment account',
  request: z.object({ account: z.string().trim().min(1).max(128) }),
  response: z.null(),
});
