import { z } from 'zod';
import { id, latitude, longitude } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { articleSummarySchema, merchantCardSchema } from './shared';

export const getHomeConfig = defineEndpoint({
  path: '/config/GetHomeConfig',
  method: 'POST',
  auth: false,
  summary: 'Home screen: banners, service entries, news strip, recommended merchants',
  /**
   * The recommended merchants lead with what can be ordered now at the delivery point: open and in range
   * by distance, then those opening later; never one out of range. The point is `addressId` (one of the
   * caller's addresses) or `latitude`/`longitude`; without either, the caller's default address.
   */
  request: z
    .object({
      addressId: id.optional(),
      latitude: latitude.optional(),
      longitude: longitude.optional(),
    })
    .loose()
    .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
      message: 'latitude_and_longitude',
      path: ['longitude'],
    }),
  response: z.object({
    banners: z.array(z.object({ id: z.string(), image: z.string(), title: z.string(), link: z.string() })),
    services: z.array(z.object({ key: z.string(), icon: z.string(), link: z.string() })),
    news: z.array(articleSummarySchema),
    merchants: z.array(merchantCardSchema),
  }),
});
