import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { airportSchema } from './shared';

export const getAirports = defineEndpoint({
  path: '/product/GetAirports',
  method: 'POST',
  auth: false,
  addition: true,
  summary: 'Airports of the network matching a typed code, city or airport name (any of the five locales)',
  request: z.object({ name: z.string().trim().max(64).optional() }),
  response: z.object({ list: z.array(airportSchema) }),
});
