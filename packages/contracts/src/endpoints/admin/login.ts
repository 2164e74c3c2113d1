import { z } from 'zod';
import { isoTime } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { OperatorRoles } from '../../enums';
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

/**
 * Operator sign-out: the session token is revoked on the server (a copy of it opens nothing after) and the
 * session's back-office sockets are told the login expired and closed, on every instance.
 */
export const adminLogout = defineEndpoint({
  path: '/admin/Logout',
  method: 'POST',
  auth: true,
  addition: true,
  roles: OperatorRoles,
  summary: 'Operator logout: ends this operator session on the server and closes its sockets',
  request: z.object({}),
  response: z.null(),
});
