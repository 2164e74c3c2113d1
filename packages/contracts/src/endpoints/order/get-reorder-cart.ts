import { z } from 'zod';
import { id, money } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * Addition: "Order again" for a completed or refunded takeout order (`canReorder`). The order's lines are
 * matched to today's menu: `lines` are what can go in the cart again (product, options by stored position
 * `at` of the product's `specs`, as `orderLineInput` names them, quantity capped by stock) at today's price; `changes` names every line that
 * differs: `price` (in the cart at the new price, `was` and `now` per unit), `sold_out`, `removed` (off the
 * menu) and `options` (a chosen option is gone or hidden); the last three are not in `lines`. Any other order
 * answers NotReorderable.
 */
export const getReorderCart = defineEndpoint({
  path: '/order/GetReorderCart',
  method: 'POST',
  auth: true,
  addition: true,
  summary: "A finished takeout order's lines matched to today's menu, for Order again",
  request: z.object({ oid: id }),
  response: z.object({
    mid: z.string(),
    /** The merchant's currency: every price here is in its minor units. */
    unit: z.string(),
    lines: z.array(
      z.object({
        pid: z.string(),
        quantity: z.number().int().positive(),
        specs: z.array(z.object({ group: z.number().int().min(0), options: z.array(z.number().int().min(0)) })),
        unitPrice: money,
      }),
    ),
    changes: z.array(
      z.object({
        /** The dish as it was ordered (the order's language). */
        name: z.string(),
        kind: z.enum(['price', 'sold_out', 'removed', 'options']),
        was: money.nullable(),
        now: money.nullable(),
      }),
    ),
  }),
});
