import { z } from 'zod';
import { isoTime } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { accountField, codeToken, passwordInput, verificationCode } from './shared';

export const setAccount = defineEndpoint({
  path: '/user/SetAccount',
  method: 'POST',
  auth: true,
  summary: 'Rebind the login account (once within 7 days) with a code sent to the new account',
  request: z.object({
    oldAccount: accountField,
    newAccount: accountField,
    logonPassword: passwordInput,
    code: verificationCode,
    /** From `/user/SendCode` with sendType rebind for the new account. */
    codeToken: codeToken.optional(),
  }),
  response: z.object({ account: z.string(), nextChangeAt: isoTime }),
});
