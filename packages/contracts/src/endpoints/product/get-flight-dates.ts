import { z } from 'zod';
import { ymd } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { Cabins } from '../../enums';
import { flightDaySchema } from './shared';

/** The date strip above the results: the lowest fare of each of the 7 days around `time` (never before today). */
export const getFlightDates = defineEndpoint({
  path: '/product/GetFlightDates',
  method: 'POST',
  auth: false,
  addition: true,
  summary: 'Lowest fare per day for the 7 days around a date, for a route',
  request: z.object({
    time: ymd,
    start: z.string().trim().min(1).max(64),
    end: z.string().trim().min(1).max(64),
    cabin: z.enum(Cabins).optional(),
  }),
  response: z.object({ list: z.array(flightDaySchema) }),
});
