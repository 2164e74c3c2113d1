import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Shows only what a payer needs to recognise the person: never the full account. */
export const getPayUserInfo = defineEndpoint({
  path: '/order/GetPayUserInfo',
  method: 'POST',
  auth: true,
  summary: 'Look up a user by uid to ask them to pay on your behalf',
  request: z.object({ uid: id }),
  response: z.object({
    _id: z.string(),
    name: z.string(),
    head: z.string().nullable(),
    /** e.g. `de***@wayfare.test`, `+66****5678`. */
    maskedAccount: z.string(),
  }),
});
