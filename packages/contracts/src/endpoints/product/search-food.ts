import { z } from 'zod';
import { id, latitude, longitude } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { merchantCardSchema } from '../config/shared';
import { productSchema } from './shared';

/**
 * Addition (the spec is silent on search): food search for the search boxes of home and takeout. `text`
 * matches the start of any word of a restaurant's name or of a dish's name in any of the five locales, and
 * any part of a Thai or Chinese name (written without spaces): "ข้าว" finds "ข้าวผัดปู" for an English
 * user too. Dishes come in the caller's language, each with its restaurant's card.
 *
 * `merchants`: restaurants whose name or a dish matches, those named as typed first; `dishes`: dishes on
 * sale that match. Both then lead with what can be ordered now (open, then nearest); with a position (`addressId`, `latitude`/`longitude`
 * or the caller's default address) a restaurant that does not deliver there is left out, as in the
 * takeout list. At most `limt` of each.
 */
export const searchFood = defineEndpoint({
  path: '/product/SearchFood',
  method: 'POST',
  auth: false,
  addition: true,
  summary: 'Restaurants and dishes whose names match a text in any locale, open and nearest first',
  request: z
    .object({
      text: z.string().trim().min(1).max(64),
      limt: z.coerce.number().int().min(1).max(30).default(10),
      addressId: id.optional(),
      latitude: latitude.optional(),
      longitude: longitude.optional(),
    })
    .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
      message: 'latitude_and_longitude',
      path: ['longitude'],
    }),
  response: z.object({
    merchants: z.array(merchantCardSchema),
    dishes: z.array(z.object({ product: productSchema, merchant: merchantCardSchema })),
  }),
});
