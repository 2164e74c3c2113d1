import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';

export const logout = defineEndpoint({
  path: '/user/Logout',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'End this session on the server (token revoked, its sockets closed)',
  request: z.object({}),
  response: z.null(),
});
