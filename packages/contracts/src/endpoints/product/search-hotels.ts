import { z } from 'zod';
import { latitude, limt, longitude, page, paged, ymd } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { HotelAmenities, MerchantSorts } from '../../enums';
import { hotelCardSchema, priceIntervalInput } from './shared';

/**
 * GetMerchantList (mType 2) lists hotels; this adds the stay, so prices and availability are for it. Only
 * hotels with a room type free for every night of the stay (for `rooms` rooms, each sleeping
 * `ceil(guests / rooms)`) are listed, with that room type's stay total.
 *
 * Stay rules are answered as catalogue errors, not schema errors: check-out not after check-in
 * (StayCheckOutNotAfterCheckIn), over 30 nights (StayTooLong), check-in before today in the hotel's time
 * zone (StayInPast); a maximum price not above the minimum is PriceIntervalInvalid.
 */
export const searchHotels = defineEndpoint({
  path: '/product/SearchHotels',
  method: 'POST',
  auth: false,
  addition: true,
  summary:
    'Hotels in a city (or near a point) free for a stay (check-in, check-out, rooms, guests), with stay prices; paged',
  request: z
    .object({
      /** A city name as the merchant list uses it (`Bangkok`). */
      city: z.string().trim().max(64).optional(),
      name: z.string().trim().max(64).optional(),
      /** Near me: distance is measured (and sort `distance` works) from here. */
      latitude: latitude.optional(),
      longitude: longitude.optional(),
      /** With a position: only hotels within this many km of it (default 30). */
      radiusKm: z.number().int().min(1).max(500).optional(),
      checkIn: ymd,
      checkOut: ymd,
      /** All guests of all rooms. */
      guests: z.number().int().min(1).max(20),
      rooms: z.number().int().min(1).max(10).default(1),
      /**
       * `default` (recommended), `priceAsc`/`priceDesc` (stay total), `rating`, `distance` (needs a
       * position), `sales`.
       */
      sort: z.enum(MerchantSorts).default('default'),
      /** Per night of one room, in minor units of the viewer's currency (as GetMerchantList's interval). */
      priceInterval: priceIntervalInput.optional(),
      /** Star classes wanted (any of them), e.g. [4, 5]. */
      stars: z.array(z.number().int().min(1).max(5)).max(5).optional(),
      /** Lowest review score, 0-5 with one decimal (4.5). */
      minRating: z.number().min(0).max(5).optional(),
      /** Hotels having all of these. */
      amenities: z.array(z.enum(HotelAmenities)).max(14).optional(),
      page,
      limt,
    })
    .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
      message: 'latitude_and_longitude',
      path: ['longitude'],
    }),
  response: paged(hotelCardSchema),
});
