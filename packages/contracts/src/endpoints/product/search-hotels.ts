import { z } from 'zod';
import { limt, page, paged, ymd } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { MerchantSorts } from '../../enums';
import { hotelCardSchema, priceInterval } from './shared';

const DAY = 86_400_000;

/** GetMerchantList (mType 2) lists hotels; this adds the stay, so prices and availability are for it. */
export const searchHotels = defineEndpoint({
  path: '/product/SearchHotels',
  method: 'POST',
  auth: false,
  addition: true,
  summary: 'Hotels in a city available for a stay (check-in, check-out, guests), with stay prices; paged',
  request: z
    .object({
      city: z.string().trim().max(64).optional(),
      name: z.string().trim().max(64).optional(),
      checkIn: ymd,
      checkOut: ymd,
      guests: z.number().int().min(1).max(20),
      rooms: z.number().int().min(1).max(10).default(1),
      sort: z.enum(MerchantSorts).default('default'),
      priceInterval: priceInterval.optional(),
      page,
      limt,
    })
    .refine(
      (b) => {
        const nights = (Date.parse(b.checkOut) - Date.parse(b.checkIn)) / DAY;
        return nights >= 1 && nights <= 30;
      },
      { message: 'stay_1_to_30_nights', path: ['checkOut'] },
    ),
  response: paged(hotelCardSchema),
});
