import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { newPassword, passwordInput } from './shared';

export const setLogonPassword = defineEndpoint({
  path: '/user/SetLogonPassword',
  method: 'POST',
  auth: true,
  summary: 'Change the login password; other sessions end, this one stays',
  request: z.object({ oldPaw: passwordInput, newPaw: newPassword }),
  response: z.null(),
});
