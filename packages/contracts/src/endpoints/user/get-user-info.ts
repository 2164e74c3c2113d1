import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { userInfoSchema } from './shared';

/** The spec sends `{token}`; the token is read by the auth layer, so the body schema is empty. */
export const getUserInfo = defineEndpoint({
  path: '/user/GetUserInfo',
  method: 'POST',
  auth: true,
  summary: 'The stored login info refreshed: profile, country, addresses, wallet summary',
  request: z.object({}),
  response: userInfoSchema,
});
