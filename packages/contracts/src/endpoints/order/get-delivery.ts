import { z } from 'zod';
import { id, latitude, longitude, money } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Known before the cart is built: whether the merchant delivers to the address, and the fee. */
export const getDelivery = defineEndpoint({
  path: '/order/GetDelivery',
  method: 'POST',
  auth: true,
  summary: 'Delivery fee, distance and range of a merchant for an address',
  request: z
    .object({
      mid: id,
      addressId: id.optional(),
      latitude: latitude.optional(),
      longitude: longitude.optional(),
    })
    .refine((b) => b.addressId !== undefined || (b.latitude !== undefined && b.longitude !== undefined), {
      message: 'select_items_or_address',
      path: ['addressId'],
    }),
  response: z.object({
    mid: z.string(),
    addressId: z.string().nullable(),
    inRange: z.boolean(),
    /** Metres, straight line. */
    distance: z.number().int(),
    radius: z.number().int(),
    /** Minor units of `unit`, the merchant's currency. */
    deliveryFee: money,
    minOrder: money,
    unit: z.string(),
    etaMinutes: z.number().int(),
    open: z.boolean(),
  }),
});
