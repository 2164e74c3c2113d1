import { z } from 'zod';
import { flag, id, latitude, longitude } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { merchantDetailSchema } from './shared';

export const getMerchantInfo = defineEndpoint({
  path: '/product/GetMerchantInfo',
  method: 'POST',
  auth: false,
  summary: 'One merchant: details, opening hours, open now, and (isGetProduct) products by category',
  request: z.object({
    mid: id,
    isGetProduct: flag.default(false),
    /** Where distance and range are measured from, as in GetMerchantList. */
    addressId: id.optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  }),
  response: merchantDetailSchema,
});
