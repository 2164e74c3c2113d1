import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { codeToken, passwordInput, verificationCode } from './shared';

/** Accounts with a login password confirm with it; third-party-only accounts confirm with a code. */
export const delUser = defineEndpoint({
  path: '/user/DelUser',
  method: 'POST',
  auth: true,
  summary: 'Delete (anonymise) the account after confirmation; every session ends',
  request: z.object({
    logonPassword: passwordInput.optional(),
    code: verificationCode.optional(),
    codeToken: codeToken.optional(),
  }),
  response: z.null(),
});
