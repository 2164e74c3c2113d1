import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';

export const getProtocol = defineEndpoint({
  path: '/config/GetProtocol',
  method: 'POST',
  auth: false,
  summary: 'A protocol page (user agreement, privacy policy...) in the caller language, as sanitised HTML',
  request: z.object({ key: z.string().min(1).max(64) }),
  response: z.object({ key: z.string(), title: z.string(), content: z.string(), updatedAt: z.string() }),
});
