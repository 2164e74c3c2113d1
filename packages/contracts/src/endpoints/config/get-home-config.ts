import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { articleSummarySchema, merchantCardSchema } from './shared';

export const getHomeConfig = defineEndpoint({
  path: '/config/GetHomeConfig',
  method: 'POST',
  auth: false,
  summary: 'Home screen: banners, service entries, news strip, recommended merchants',
  request: z.object({}).loose(),
  response: z.object({
    banners: z.array(z.object({ id: z.string(), image: z.string(), title: z.string(), link: z.string() })),
    services: z.array(z.object({ key: z.string(), icon: z.string(), link: z.string() })),
    news: z.array(articleSummarySchema),
    merchants: z.array(merchantCardSchema),
  }),
});
