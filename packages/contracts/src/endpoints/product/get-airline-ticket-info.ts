import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { airlineTicketSchema, flightPolicySchema } from './shared';

export const getAirlineTicketInfo = defineEndpoint({
  path: '/product/GetAirlineTicketInfo',
  method: 'POST',
  auth: false,
  summary: 'One flight with its fares and the baggage, change and refund policy',
  request: z.object({ _id: id }),
  response: airlineTicketSchema.extend({ policy: flightPolicySchema }),
});
