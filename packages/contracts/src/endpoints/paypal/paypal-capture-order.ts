import { z } from 'zod';
import { idempotencyKey, money } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * GET with query `id` = the PayPal order id, called by the pay_pal_h5 page after approval. The server
 * captures, checks amount and currency against its own record, and credits (or pays the pay-on-behalf
 * order) once: the capture and the webhook race safely. Not under `/api` in the spec; served at both.
 */
export const paypalCaptureOrder = defineEndpoint({
  path: '/PaypalCaptureOrder',
  method: 'GET',
  auth: false,
  money: true,
  summary: 'Capture an approved PayPal order and credit what it paid for',
  request: z.object({
    id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
    idempotencyKey: idempotencyKey.optional(),
  }),
  response: z.object({
    id: z.string(),
    /** PayPal's status, e.g. COMPLETED. */
    paypalStatus: z.string(),
    credited: z.boolean(),
    /** What the payment was for: a top-up, or a pay-on-behalf request. */
    rechargeId: z.string().nullable(),
    pid: z.string().nullable(),
    amount: money,
    unit: z.string(),
  }),
});
