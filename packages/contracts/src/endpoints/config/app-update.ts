import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';

/** POST /AppUpdate with query `version`, `type`, `wgt_version` (not under /api in the spec; served at both). */
export const appUpdate = defineEndpoint({
  path: '/AppUpdate',
  method: 'POST',
  auth: false,
  summary: 'Whether a newer app version exists for the caller',
  request: z.object({
    version: z.string().max(32).optional(),
    type: z.string().max(16).optional(),
    wgt_version: z.string().max(32).optional(),
  }),
  response: z.object({
    update: z.boolean(),
    version: z.string(),
    code: z.number().int(),
    url: z.string(),
    notes: z.string(),
    force: z.boolean(),
  }),
});
