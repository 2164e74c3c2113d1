import { z } from 'zod';
import { limt, page, paged, ymd } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { Cabins } from '../../enums';
import { airlineTicketSchema } from './shared';

export const getAirlineTickets = defineEndpoint({
  path: '/product/GetAirlineTickets',
  method: 'POST',
  auth: false,
  summary: 'Flights by departure date, from/to city and airline; paged, earliest first',
  request: z.object({
    /** Departure date in the origin's local time. */
    time: ymd.optional(),
    start: z.string().trim().max(64).optional(),
    end: z.string().trim().max(64).optional(),
    aviationName: z.string().trim().max(64).optional(),
    cabin: z.enum(Cabins).optional(),
    page,
    limt,
  }),
  response: paged(airlineTicketSchema),
});
