import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { accountField, codeToken, userInfoSchema, verificationCode } from './shared';

/**
 * Signs in with a code sent for purpose login (`/user/SendCode` sendType 4) instead of the password: the way
 * in while wrong passwords typed by someone else have the account's password checks on hold. Like
 * `/user/Login`, it ends the user's other sessions.
 */
export const codeLogin = defineEndpoint({
  path: '/user/CodeLogin',
  method: 'POST',
  auth: false,
  addition: true,
  summary: 'Log in with a one-time code sent to the account (sendType 4)',
  request: z.object({ account: accountField, code: verificationCode, codeToken }),
  response: userInfoSchema,
});
