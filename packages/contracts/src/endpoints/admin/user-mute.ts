import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { adminNote, adminUserStateSchema } from './shared';

export const adminUserMute = defineEndpoint({
  path: '/admin/UserMute',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'support'],
  summary: 'Mute or unmute a user in chat, everywhere or in one conversation',
  request: z.object({
    uid: id,
    muted: z.boolean(),
    /** One conversation only; absent = every conversation. */
    chatGroup_id: id.optional(),
    note: adminNote.default(''),
  }),
  response: adminUserStateSchema,
});
