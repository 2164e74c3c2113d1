import { z } from 'zod';
import { flag, id, latitude, limt, longitude, page, paged } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { MerchantSorts, MerchantType } from '../../enums';
import { merchantCardSchema } from '../config/shared';
import { priceIntervalInput } from './shared';

/**
 * Distance and `inRange` are measured from `addressId` (one of the caller's addresses) or from
 * `latitude`/`longitude`; without either, from the caller's default address; with none of these they
 * are null and sort `distance` falls back to default.
 */
export const getMerchantList = defineEndpoint({
  path: '/product/GetMerchantList',
  method: 'POST',
  auth: false,
  summary: 'Merchants by type and category, name search, sort, home picks, price interval; paged',
  request: z
    .object({
      mType: z.union([z.literal(MerchantType.Food), z.literal(MerchantType.Hotel)]).optional(),
      page,
      limt,
      sort: z.enum(MerchantSorts).default('default'),
      name: z.string().trim().max(64).optional(),
      /** (sic) Only the home screen's recommended merchants. */
      isHmoe: flag.optional(),
      /** A maximum not above the minimum answers PriceIntervalInvalid (the spec's message), not a schema error. */
      priceInterval: priceIntervalInput.optional(),
      category: z.string().trim().max(32).optional(),
      /** Addition: only merchants open now (not paused, inside their hours). */
      openNow: flag.optional(),
      /** Addition: only merchants whose delivery fee is 0. */
      freeDelivery: flag.optional(),
      /** Addition: only merchants rated at least this (0-5, e.g. 4.5). */
      minRating: z.number().min(0).max(5).optional(),
      city: z.string().trim().max(64).optional(),
      addressId: id.optional(),
      latitude: latitude.optional(),
      longitude: longitude.optional(),
    })
    .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
      message: 'latitude_and_longitude',
      path: ['longitude'],
    }),
  response: paged(merchantCardSchema),
});
