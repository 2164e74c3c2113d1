import { z } from 'zod';
import { id, isoTime, limt, money, page, paged, ymd } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { evaluationSchema } from '../product/shared';
import { adminPage, adminPaging, localized, localizedOptional, localizedOut, platformImage } from './shared';

/**
 * The merchant view: a shop's menu and stock, opening hours and earnings. A `merchant` operator works on
 * their own shop only (`mid` may be left out; another shop's `mid` or product is refused); the other roles
 * name the shop with `mid`.
 */

/** One weekly opening window: days 0 (Sunday) to 6, minutes since local midnight; close < open runs past midnight. */
export const openingWindowSchema = z
  .object({
    days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    open: z.number().int().min(0).max(1439),
    close: z.number().int().min(0).max(1440),
  })
  .refine((w) => w.open !== w.close, { message: 'empty_window', path: ['close'] });

export const adminShopSchema = z.object({
  mid: z.string(),
  name: z.string(),
  /** MerchantType: 1 restaurant, 2 hotel. */
  mType: z.number().int(),
  /** Every price of the shop is in this currency (minor units). */
  unit: z.string(),
  timezone: z.string(),
  openingHours: z.array(openingWindowSchema),
  paused: z.boolean(),
});

/** One option of a choice group: its name in every locale and the price it adds (minor units, may be 0). */
export const adminSpecOptionSchema = z.object({ name: localizedOut, price: money, hidden: z.boolean() });
/** A choice group of a dish (Size, Spice, Add-ons) as the back office edits it; hidden ones stay listed here. */
export const adminSpecGroupSchema = z.object({
  name: localizedOut,
  required: z.boolean(),
  multiple: z.boolean(),
  hidden: z.boolean(),
  options: z.array(adminSpecOptionSchema),
});

/** A menu category of a shop, names in every locale; hidden ones (with their dishes) are off the app's menu. */
export const adminCategorySchema = z.object({ id: z.string(), name: localizedOut, hidden: z.boolean() });

export const adminMenuProductSchema = z.object({
  pid: z.string(),
  categoryId: z.string().nullable(),
  name: localizedOut,
  description: localizedOut,
  image: z.string(),
  /** Minor units of `unit`. */
  price: money,
  unit: z.string(),
  /** Null: unlimited; 0: sold out. */
  stock: z.number().int().nullable(),
  soldOut: z.boolean(),
  /** Hidden from the app (never deleted). */
  hidden: z.boolean(),
  sales: z.number().int(),
  /** Choice groups in their kept order (hidden ones too, marked). */
  specs: z.array(adminSpecGroupSchema),
});

const shopRef = { mid: id.optional() };

/** The shop, its categories and its whole menu (hidden and sold-out items included). */
export const adminShopMenu = defineEndpoint({
  path: '/admin/ShopMenu',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content', 'merchant'],
  summary: "A shop's menu and stock with every locale's names (merchant: their own shop)",
  request: z.object(shopRef),
  response: z.object({
    shop: adminShopSchema,
    categories: z.array(adminCategorySchema),
    products: z.array(adminMenuProductSchema),
  }),
});

/** Adds a product (no `pid`) or edits one: names in five locales, price in the shop's currency. */
export const adminProductSave = defineEndpoint({
  path: '/admin/ProductSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content', 'merchant'],
  summary: 'Add or edit a product of a shop (names in five locales, price in minor units)',
  request: z.object({
    ...shopRef,
    pid: id.optional(),
    categoryId: id.nullable().default(null),
    name: localized(120),
    description: localizedOptional(500),
    image: platformImage,
    /** Minor units of the shop's currency. */
    price: money.min(0).max(100_000_000),
    /** Null: unlimited. */
    stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
  }),
  response: adminMenuProductSchema,
});

/** Marks a product sold out (stock 0) or back (unlimited), and hides or shows it; at least one of the two. */
export const adminProductState = defineEndpoint({
  path: '/admin/ProductState',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content', 'merchant'],
  summary: 'Sold out / back in stock, hide / show a product',
  request: z
    .object({ pid: id, soldOut: z.boolean().optional(), hidden: z.boolean().optional() })
    .refine((b) => b.soldOut !== undefined || b.hidden !== undefined, { message: 'nothing_to_change' }),
  response: adminMenuProductSchema,
});

/** Sets the shop's weekly opening hours and whether it is paused (closed now whatever the hours say). */
export const adminShopHours = defineEndpoint({
  path: '/admin/ShopHours',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content', 'merchant'],
  summary: "Set a shop's opening hours and pause",
  request: z.object({
    ...shopRef,
    openingHours: z.array(openingWindowSchema).max(21),
    paused: z.boolean().default(false),
  }),
  response: adminShopSchema,
});

/** One movement on the shop's ledger account (credits: completed orders, type 14; debits: payouts). */
export const adminShopEntrySchema = z.object({
  journalId: z.string(),
  /** TransactionType. */
  type: z.number().int(),
  oid: z.string().nullable(),
  unit: z.string(),
  /** Signed minor units of `unit`. */
  amount: money,
  balanceAfter: money,
  memo: z.string(),
  at: isoTime,
});

/**
 * The shop's earnings: its balance per currency, and either the completed orders credited to it
 * (`earnings`, type 14) or its payouts (`payouts`: each amount held for a payout, type 2, and each returned by
 * a rejected payout or a failed transfer, type 3), newest first.
 */
export const adminShopEarnings = defineEndpoint({
  path: '/admin/ShopEarnings',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance', 'merchant'],
  summary: "A shop's balance, credited orders (type 14) and payouts",
  request: z.object({ ...shopRef, kind: z.enum(['earnings', 'payouts']).default('earnings'), ...adminPaging }),
  response: adminPage(adminShopEntrySchema).extend({
    balances: z.array(z.object({ unit: z.string(), balance: money })),
  }),
});

/** The shop's visible reviews, newest first, each with its reply if any (the merchant answers each once). */
export const adminShopReviews = defineEndpoint({
  path: '/admin/ShopReviews',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'support', 'merchant'],
  summary: "A shop's reviews with their replies; paged",
  request: z.object({ ...shopRef, page, limt, unanswered: z.boolean().default(false) }),
  response: paged(evaluationSchema),
});

/**
 * Opens more nights of a hotel room type in one go: every night from `from` to `to` (both included, at most
 * 400) that has none yet gets `rooms` rooms at `price` (Friday and Saturday nights at `weekendPrice` when
 * given), in the hotel's currency. Nights that exist keep their rooms, bookings and prices.
 */
export const adminHotelNightsAdd = defineEndpoint({
  path: '/admin/HotelNightsAdd',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Add nightly availability of a hotel room type in bulk',
  request: z
    .object({
      pid: id,
      from: ymd,
      to: ymd,
      rooms: z.number().int().min(1).max(10_000),
      /** Minor units of the hotel's currency. */
      price: money.min(1).max(100_000_000),
      weekendPrice: money.min(1).max(100_000_000).optional(),
    })
    .refine((b) => b.from <= b.to, { message: 'from_after_to', path: ['to'] })
    .refine((b) => Date.parse(b.to) - Date.parse(b.from) <= 399 * 86_400_000, {
      message: 'too_many_nights',
      path: ['to'],
    }),
  response: z.object({
    pid: z.string(),
    added: z.number().int(),
    /** Nights in the range that existed already and were left as they were. */
    kept: z.number().int(),
    /** The last night the room type is open for, after this call. */
    lastNight: ymd.nullable(),
  }),
});

/**
 * Adds a menu category (no `id`) to the shop or renames / hides one: names in five locales. A merchant
 * operator touches their own shop's categories only (another shop's id answers "not found").
 */
export const adminCategorySave = defineEndpoint({
  path: '/admin/CategorySave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content', 'merchant'],
  summary: 'Add, rename or hide a menu category of a shop (names in five locales)',
  request: z.object({ ...shopRef, id: id.optional(), name: localized(60), hidden: z.boolean().default(false) }),
  response: adminCategorySchema,
});

/** Puts the shop's categories in this order: `ids` names each category of the shop exactly once. */
export const adminCategorySort = defineEndpoint({
  path: '/admin/CategorySort',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content', 'merchant'],
  summary: "Reorder a shop's menu categories",
  request: z.object({ ...shopRef, ids: z.array(id).min(1).max(200) }),
  response: z.object({ categories: z.array(adminCategorySchema) }),
});

const specOptionInput = z.object({
  name: localized(60),
  /** Added to the dish's price when chosen: minor units of the shop's currency, 0 or more. */
  price: money.min(0).max(100_000_000),
  hidden: z.boolean().default(false),
});
const specGroupInput = z
  .object({
    name: localized(60),
    required: z.boolean(),
    multiple: z.boolean(),
    hidden: z.boolean().default(false),
    options: z.array(specOptionInput).min(1).max(30),
  })
  .refine((g) => g.hidden || g.options.some((o) => !o.hidden), { message: 'no_shown_option', path: ['options'] });

/**
 * Sets a dish's choice groups and their options (names in five locales, price deltas in minor units). Groups
 * and options are never removed, only hidden: the list keeps every one it had, in its place, and may add
 * more at the end (orders name options by this stored place, the app's `at`).
 */
export const adminProductSpecs = defineEndpoint({
  path: '/admin/ProductSpecs',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content', 'merchant'],
  summary: "Edit a dish's option groups (size, spice, add-ons) with per-option prices",
  request: z.object({ pid: id, groups: z.array(specGroupInput).max(20) }),
  response: adminMenuProductSchema,
});
