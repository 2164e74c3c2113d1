import { z } from 'zod';
import { flag, id, latitude, longitude, ymd } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { merchantDetailSchema } from './shared';

/**
 * For a hotel, `hotel` carries photos, amenities, check-in/out times and its room types priced for the
 * stay asked (`checkIn`, `checkOut`, `rooms`, `guests`; tomorrow for one night, one room, 2 guests
 * when no dates are given), with rooms left and each rate's cancellation timeline. The stay rules of
 * `/product/SearchHotels` apply (catalogue errors).
 */
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
    /** Addition, hotels: the stay to price. */
    checkIn: ymd.optional(),
    checkOut: ymd.optional(),
    rooms: z.number().int().min(1).max(10).optional(),
    guests: z.number().int().min(1).max(20).optional(),
  }),
  response: merchantDetailSchema,
});
