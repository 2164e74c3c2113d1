import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { bankAccountSchema } from './shared';

export const getBanks = defineEndpoint({
  path: '/user/GetBanks',
  method: 'POST',
  auth: true,
  summary: "The caller's payment accounts, newest first",
  request: z.object({
    /** Optional: only the payment account with this identifier. */
    account: z.string().trim().max(128).optional(),
  }),
  response: z.object({ list: z.array(bankAccountSchema) }),
});
