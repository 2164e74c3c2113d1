import { z } from 'zod';
import { flag } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { codeToken, passwordInput, verificationCode, withdrawPin } from './shared';

/**
 * There is no default withdrawal password. The first one is set with the login password as `oldPaw`
 * (or with a code); later changes need the old withdrawal password. Wrong attempts are rate limited.
 * Addition: `checkOnly` checks that proof (login password, old PIN or code) and changes nothing, so the
 * app can say "wrong password" before the user types a new PIN twice; `newPaw` is then not needed and
 * the answer says whether a PIN is set.
 */
export const setWithdrawalPassword = defineEndpoint({
  path: '/user/SetWithdrawalPassword',
  method: 'POST',
  auth: true,
  summary: 'Set or change the six-digit withdrawal password',
  request: z
    .object({
      oldPaw: passwordInput.optional(),
      newPaw: withdrawPin.optional(),
      checkOnly: flag.optional(),
      /** Alternative to `oldPaw`: a code sent with sendType reset to the user's account. */
      code: verificationCode.optional(),
      codeToken: codeToken.optional(),
    })
    .refine((b) => b.oldPaw !== undefined || (b.code !== undefined && b.codeToken !== undefined), {
      message: 'required',
      path: ['oldPaw'],
    })
    .refine((b) => b.checkOnly === true || b.newPaw !== undefined, { message: 'required', path: ['newPaw'] }),
  response: z.object({ hasWithdrawPassword: z.boolean() }),
});
