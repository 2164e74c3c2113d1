import { z } from 'zod';
import { id, isoTime, money } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * What moving a paid flight booking (all its passengers) to another flight of the same route costs, before
 * the user confirms: the change fee of the fare rules (the first change up to 2 h before departure is
 * free, then 10% of the tickets) plus the fare difference; a negative total goes back to the wallet.
 * `/order/ChangeFlight` with `quoteId` before `expiresAt` moves exactly these amounts.
 */
export const getChangeQuote = defineEndpoint({
  path: '/order/GetChangeQuote',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Fee and fare difference of moving a flight booking to another flight, honoured for a few minutes',
  request: z.object({ oid: id, ticketId: id }),
  response: z.object({
    quoteId: z.string(),
    oid: z.string(),
    ticketId: z.string(),
    flightNo: z.string(),
    departAt: isoTime,
    arriveAt: isoTime,
    /** Per passenger on the new flight. */
    ticketPrice: money,
    fee: money,
    feeBp: z.number().int(),
    /** New tickets less old tickets (negative when the new flight is cheaper). */
    difference: money,
    /** fee + difference: charged when positive, returned when negative. */
    total: money,
    unit: z.string(),
    expiresAt: isoTime,
  }),
});
