import { z } from 'zod';
import { id, money } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { localizedOut } from './shared';

/** A top-up or withdrawal channel of one country, with its bounds and fee in its own currency. */
export const adminChannelSchema = z.object({
  id: z.string(),
  code: z.string(),
  direction: z.enum(['recharge', 'withdraw']),
  countryCode: z.string(),
  provider: z.string(),
  name: localizedOut,
  unit: z.string(),
  /** Minor units of `unit`. */
  minAmount: money,
  maxAmount: money,
  /** Fee in basis points of the amount. */
  feeBp: z.number().int(),
  enabled: z.boolean(),
});

/** Every top-up and withdrawal channel, closed ones too. */
export const adminChannelList = defineEndpoint({
  path: '/admin/ChannelList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Top-up and withdrawal channels with bounds and fees',
  request: z.object({}),
  response: z.object({ list: z.array(adminChannelSchema) }),
});

/** Sets a channel's bounds (minor units of its currency), fee and whether it is open. */
export const adminChannelSave = defineEndpoint({
  path: '/admin/ChannelSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: "Set a channel's bounds, fee and open state",
  request: z
    .object({
      id,
      minAmount: money.min(1).max(1_000_000_000_000),
      maxAmount: money.min(1).max(1_000_000_000_000),
      feeBp: z.number().int().min(0).max(5000),
      enabled: z.boolean(),
    })
    .refine((b) => b.minAmount <= b.maxAmount, { message: 'min_above_max', path: ['maxAmount'] }),
  response: adminChannelSchema,
});

/** A country's indicative exchange rate (for "≈" display only; money never moves at it). */
export const adminRateSchema = z.object({
  countryCode: z.string(),
  unit: z.string(),
  /** Units of `unit` per one settlement unit, times 1,000,000. */
  rateMicros: z.number().int(),
  enabled: z.boolean(),
});

export const adminRateList = defineEndpoint({
  path: '/admin/RateList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: "Countries' indicative exchange rates",
  request: z.object({}),
  response: z.object({ list: z.array(adminRateSchema) }),
});

export const adminRateSave = defineEndpoint({
  path: '/admin/RateSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: "Set a country's indicative exchange rate",
  request: z.object({
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    rateMicros: z.number().int().min(1).max(1_000_000_000_000_000),
  }),
  response: adminRateSchema,
});
