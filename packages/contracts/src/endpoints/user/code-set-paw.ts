import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { accountField, codeToken, newPassword, verificationCode } from './shared';

export const codeSetPaw = defineEndpoint({
  path: '/user/CodeSetPaw',
  method: 'POST',
  auth: false,
  summary: 'Reset the login password with a code sent for purpose reset; ends every session',
  request: z.object({
    account: accountField,
    logonPassword: newPassword,
    code: verificationCode,
    codeToken,
  }),
  response: z.null(),
});
