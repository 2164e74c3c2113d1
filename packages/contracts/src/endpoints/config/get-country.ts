import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { countrySchema } from './shared';

export const getCountry = defineEndpoint({
  path: '/config/GetCountry',
  method: 'POST',
  auth: false,
  summary: 'Countries with their currency (digits, indicative rate), and the phone area list',
  request: z.object({}).loose(),
  response: z.object({
    list: z.array(countrySchema),
    /** Phone area list: calling code, ISO area, display name. */
    areas: z.array(z.object({ code: z.string(), area: z.string(), name: z.string() })),
    defaultCode: z.string(),
    /** The currency every country's `perUsd` is against (indicative rates only). */
    referenceUnit: z.string(),
  }),
});
