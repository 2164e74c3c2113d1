import { z } from 'zod';
import { currencyUnit, id, latitude, longitude, money } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { adminPage, adminPaging, localizedOptional, localizedOut, platformImage } from './shared';
import { openingWindowSchema } from './shop';

/** A merchant as the catalogue edits it (restaurants and hotels). */
export const adminMerchantSchema = z.object({
  mid: z.string(),
  /** MerchantType: 1 restaurant, 2 hotel. */
  mType: z.number().int(),
  name: z.string(),
  description: localizedOut,
  category: z.string(),
  city: z.string(),
  countryCode: z.string(),
  address: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  logo: z.string(),
  cover: z.string(),
  /** Every price of the merchant is in this currency; it never changes once set. */
  unit: z.string(),
  timezone: z.string(),
  openingHours: z.array(openingWindowSchema),
  deliveryRadiusM: z.number().int(),
  /** Minor units of `unit`. */
  deliveryFee: money,
  minOrder: money,
  paused: z.boolean(),
});

/** Merchants by name and type, newest first. */
export const adminMerchantList = defineEndpoint({
  path: '/admin/MerchantList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Merchants of the catalogue by name and type',
  request: z.object({
    q: z.string().trim().max(100).optional(),
    mType: z.number().int().min(1).max(2).optional(),
    ...adminPaging,
  }),
  response: adminPage(adminMerchantSchema),
});

const timeZone = z
  .string()
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'unknown_time_zone' },
  );

/**
 * Adds a merchant (no `mid`) or edits one: name, images (platform paths), hours, delivery radius and fees
 * in the merchant's currency. The currency is chosen once: an edit that changes it is refused.
 */
export const adminMerchantSave = defineEndpoint({
  path: '/admin/MerchantSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Add or edit a merchant (names, images, hours, delivery radius and fees)',
  request: z.object({
    mid: id.optional(),
    mType: z.union([z.literal(1), z.literal(2)]),
    name: z.string().trim().min(1).max(120),
    description: localizedOptional(1000),
    category: z.string().regex(/^[a-z0-9_-]{1,40}$/),
    city: z.string().trim().min(1).max(80),
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    address: z.string().trim().min(1).max(300),
    phone: z.string().trim().max(40).default(''),
    latitude,
    longitude,
    logo: platformImage,
    cover: platformImage,
    unit: currencyUnit,
    timezone: timeZone,
    openingHours: z.array(openingWindowSchema).max(21),
    deliveryRadiusM: z.number().int().min(0).max(100_000).default(0),
    deliveryFee: money.min(0).max(100_000_000).default(0),
    minOrder: money.min(0).max(100_000_000).default(0),
    paused: z.boolean().default(false),
  }),
  response: adminMerchantSchema,
});
