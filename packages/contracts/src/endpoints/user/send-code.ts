import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { AccountKinds, CodePurpose } from '../../enums';
import { accountField } from './shared';

export const sendCode = defineEndpoint({
  path: '/user/SendCode',
  method: 'POST',
  auth: false,
  summary: 'Send a 6-digit verification code (register, reset, rebind, login) to an e-mail address or phone',
  request: z.object({
    account: accountField,
    /** Whether `account` is an e-mail address or a phone number. */
    type: z.enum(AccountKinds),
    /** CodePurpose: 1 register, 2 reset, 3 rebind (rebind needs a session), 4 login (`/user/CodeLogin`). */
    sendType: z.union([
      z.literal(CodePurpose.Register),
      z.literal(CodePurpose.Reset),
      z.literal(CodePurpose.Rebind),
      z.literal(CodePurpose.Login),
    ]),
  }),
  response: z.object({
    /** Binds the code to account and purpose; sent back with the code. */
    codeToken: z.string(),
    /** Seconds until the code expires (600). */
    expiresIn: z.number().int(),
    /** Seconds before another code may be requested. */
    resendIn: z.number().int(),
  }),
});
