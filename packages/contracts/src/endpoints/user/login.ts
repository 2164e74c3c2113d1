import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { accountField, passwordInput, userInfoSchema } from './shared';

/** Issues a new token and ends the user's other sessions (their sockets get `remoteLogin`). */
export const login = defineEndpoint({
  path: '/user/Login',
  method: 'POST',
  auth: false,
  summary: 'Log in with account and password',
  request: z.object({ account: accountField, logonPassword: passwordInput }),
  response: userInfoSchema,
});
