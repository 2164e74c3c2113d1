import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { adminNote, adminUserStateSchema } from './shared';

export const adminUserFreeze = defineEndpoint({
  path: '/admin/UserFreeze',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin'],
  summary: 'Freeze (every session ends at once) or unfreeze a user',
  request: z.object({ uid: id, frozen: z.boolean(), note: adminNote.default('') }),
  response: adminUserStateSchema,
});
