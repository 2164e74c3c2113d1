import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { headInput } from './shared';

/** Images only (checked by content, not by name), size-limited, stored under DATA_DIR and served back. */
export const setHead = defineEndpoint({
  path: '/user/SetHead',
  method: 'POST',
  auth: true,
  summary: 'Set the avatar from an uploaded image path or a small data URL',
  request: z.object({ head: headInput }),
  response: z.object({ head: z.string() }),
});
