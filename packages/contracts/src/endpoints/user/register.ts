import { z } from 'zod';
import { isoCountry } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { accountField, codeToken, inviteCodeField, newPassword, userInfoSchema, verificationCode } from './shared';

/** The agreement and privacy ticks are checked in the UI; the server only sees a valid body. */
export const register = defineEndpoint({
  path: '/user/Register',
  method: 'POST',
  auth: false,
  summary: 'Create an account with a register code; logs the new user in',
  request: z.object({
    account: accountField,
    logonPassword: newPassword,
    /** Optional; when given it must exist and links the new user under the inviter. */
    inviteCode: inviteCodeField.optional(),
    code: verificationCode,
    /** ISO country; when absent the user chooses one after sign-up. */
    countryCode: isoCountry.optional(),
    codeToken,
  }),
  response: userInfoSchema,
});
