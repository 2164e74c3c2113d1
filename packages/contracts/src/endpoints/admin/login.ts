import { z } from 'zod';
import { isoTime } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { operatorSchema } from './shared';

/** The first operator is created by `npm run admin:create`. */
export const adminLogin = defineEndpoint({
  path: '/admin/Login',
  method: 'POST',
  auth: false,
  addition: true,
  summary: 'Operator login (back office); answers an operator session token',
  request: z.object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(512),
  }),
  response: z.object({ token: z.string(), operator: operatorSchema, expiresAt: isoTime }),
});
