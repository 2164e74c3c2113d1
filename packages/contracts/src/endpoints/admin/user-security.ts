import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { adminNote, adminUserStateSchema } from './shared';

/**
 * Clears a user's withdrawal password (a user locked out of it, or one whose password may be known to
 * someone else): nothing can be withdrawn until the user sets a new one, proven by their login password or
 * a code, as for a first one.
 */
export const adminUserResetWithdrawPassword = defineEndpoint({
  path: '/admin/UserResetWithdrawPassword',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'support'],
  summary: "Clear a user's withdrawal password (they must set a new one)",
  request: z.object({ uid: id, note: adminNote.min(1) }),
  response: adminUserStateSchema.extend({ hasWithdrawPassword: z.boolean() }),
});

/** Ends every session of a user at once (their devices are signed out live); the account stays open. */
export const adminUserEndSessions = defineEndpoint({
  path: '/admin/UserEndSessions',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'support'],
  summary: "End all of a user's sessions",
  request: z.object({ uid: id, note: adminNote.default('') }),
  response: adminUserStateSchema,
});
