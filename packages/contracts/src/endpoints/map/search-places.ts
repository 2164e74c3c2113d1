import { z } from 'zod';
import { languageTag, latitude, longitude } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * Places text search biased to a 0.1-degree rectangle around the position; 5000 ms provider timeout
 * (answered as MapTimeout: "the request timed out, possibly no VPN"; other provider failures are
 * Unavailable). Without coordinates, or without a configured provider, the search is skipped and the
 * list is empty.
 */
export const searchPlaces = defineEndpoint({
  path: '/map/SearchPlaces',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Search places by text near a position (proxied, key stays on the server)',
  request: z.object({
    textQuery: z.string().trim().min(1).max(200),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    languageCode: languageTag.default('en'),
    pageSize: z.number().int().min(1).max(20).default(10),
  }),
  response: z.object({
    list: z.array(
      z.object({
        placeId: z.string(),
        name: z.string(),
        address: z.string(),
        rating: z.number().nullable(),
        latitude: z.number(),
        longitude: z.number(),
      }),
    ),
  }),
});
