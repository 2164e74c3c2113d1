import { z } from 'zod';
import { limt, page, paged, ymd } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { Cabins, FlightSorts } from '../../enums';
import { airlineTicketSchema, priceIntervalInput } from './shared';

/** Minutes after local midnight at the origin (0 to 1440), for the departure-time filter. */
const localMinute = z.number().int().min(0).max(1440);

export const getAirlineTickets = defineEndpoint({
  path: '/product/GetAirlineTickets',
  method: 'POST',
  auth: false,
  summary: 'Flights by departure date, from/to airport or city and airline; filtered, sorted and paged',
  request: z
    .object({
      /** Departure date in the origin's local time. */
      time: ymd.optional(),
      /** Origin: an airport code or a city or airport name in any of the five locales. */
      start: z.string().trim().max(64).optional(),
      end: z.string().trim().max(64).optional(),
      aviationName: z.string().trim().max(64).optional(),
      /** Only flights selling this cabin, priced by it. */
      cabin: z.enum(Cabins).optional(),
      /** Addition: departure between these local minutes of the day at the origin. */
      departFrom: localMinute.optional(),
      departTo: localMinute.optional(),
      /** Addition: the lowest (or chosen cabin's) fare within `[min, max]` of the viewer's currency. */
      priceInterval: priceIntervalInput.optional(),
      /** Addition: at most this many stops on the way (0: nonstop only). */
      maxStops: z.number().int().min(0).max(2).optional(),
      /**
       * Addition: a round trip's return date (origin's local date of the return flight). The list is the
       * outbound flights; a return before \`time\` is "return before departure".
       */
      returnTime: ymd.optional(),
      /** Addition: only flights leaving after this instant (a return after the chosen outbound lands). */
      departAfter: z.iso.datetime({ offset: true }).optional(),
      /** Addition: `departure` (the spec's earliest first), `price` (lowest first) or `duration` (shortest first). */
      sort: z.enum(FlightSorts).default('departure'),
      page,
      limt,
    })
    .refine((b) => b.departFrom === undefined || b.departTo === undefined || b.departTo > b.departFrom, {
      path: ['departTo'],
      message: 'depart_window_invalid',
    }),
  response: paged(airlineTicketSchema),
});
