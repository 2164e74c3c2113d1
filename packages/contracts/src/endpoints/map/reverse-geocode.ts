import { z } from 'zod';
import { languageTag, latitude, longitude } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * The server proxies the maps provider so its key never reaches the browser. A saved address of the
 * caller within 1000 m is answered first (`source` saved); without a provider or a result, `address` is
 * empty and `source` none (the client shows "Unknow Address").
 */
export const reverseGeocode = defineEndpoint({
  path: '/map/ReverseGeocode',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Address text for a position (nearest saved address, then the maps provider)',
  request: z.object({ latitude, longitude, language: languageTag.default('en') }),
  response: z.object({
    address: z.string(),
    source: z.enum(['saved', 'provider', 'none']),
    /** The reused saved address, when `source` is saved. */
    addressId: z.string().nullable(),
    /** Metres from the asked position to the saved address. */
    distance: z.number().int().nullable(),
    placeId: z.string().nullable(),
  }),
});
