import { z } from 'zod';
import { id, money } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { localized, localizedOut } from './shared';

/** Money settings are finance's (and admin's): content and support never touch channels, bonuses or rates. */
const MONEY_ROLES = ['admin', 'finance'] as const;

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
  roles: [...MONEY_ROLES],
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
  roles: [...MONEY_ROLES],
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
  roles: [...MONEY_ROLES],
  summary: "Countries' indicative exchange rates",
  request: z.object({}),
  response: z.object({ list: z.array(adminRateSchema) }),
});

export const adminRateSave = defineEndpoint({
  path: '/admin/RateSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: [...MONEY_ROLES],
  summary: "Set a country's indicative exchange rate",
  request: z.object({
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    rateMicros: z.number().int().min(1).max(1_000_000_000_000_000),
  }),
  response: adminRateSchema,
});

/** An ISO 4217 code the runtime knows (its minor-unit digits come from ISO, never typed by an operator). */
export const isoCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .refine((c) => Intl.supportedValuesOf('currency').includes(c), { message: 'unknown_currency' });

/** Opens a new top-up or withdrawal channel in a country, in that country's currency (minor units). */
export const adminChannelCreate = defineEndpoint({
  path: '/admin/ChannelCreate',
  method: 'POST',
  auth: true,
  addition: true,
  roles: [...MONEY_ROLES],
  summary: 'Open a new top-up or withdrawal channel with its bounds and fee',
  request: z
    .object({
      /** The channel's code, unique per country and direction (e.g. `promptpay`). */
      code: z.string().regex(/^[a-z][a-z0-9_]{1,39}$/),
      direction: z.enum(['recharge', 'withdraw']),
      countryCode: z.string().regex(/^[A-Z]{2}$/),
      /** Top-ups: `offline` (reviewed by finance); withdrawals: `bank` or `ewallet` (paid out by finance). */
      provider: z.enum(['offline', 'bank', 'ewallet']),
      name: localized(60),
      minAmount: money.min(1).max(1_000_000_000_000),
      maxAmount: money.min(1).max(1_000_000_000_000),
      feeBp: z.number().int().min(0).max(5000).default(0),
      enabled: z.boolean().default(true),
    })
    .refine((b) => b.minAmount <= b.maxAmount, { message: 'min_above_max', path: ['maxAmount'] })
    .refine((b) => (b.direction === 'recharge') === (b.provider === 'offline'), {
      message: 'provider_of_direction',
      path: ['provider'],
    }),
  response: adminChannelSchema,
});

/** A top-up bonus rule: a top-up of at least `minAmount` earns `bonus` (both minor units of `unit`). */
export const adminBonusRuleSchema = z.object({
  id: z.string(),
  unit: z.string(),
  /** The one top-up channel (of `unit`) the rule applies through; null: every top-up channel of `unit`. */
  channelId: z.string().nullable(),
  minAmount: money,
  bonus: money,
  /** Hidden rules (false) stop applying to new top-ups; nothing is deleted. */
  enabled: z.boolean(),
});

/** Every bonus rule, hidden ones too, by currency and threshold. */
export const adminBonusRuleList = defineEndpoint({
  path: '/admin/BonusRuleList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: [...MONEY_ROLES],
  summary: 'Top-up bonus rules of every currency',
  request: z.object({}),
  response: z.object({ list: z.array(adminBonusRuleSchema) }),
});

/**
 * Adds a bonus rule (no `id`) to the top-ups in `unit` (through every channel of it, or through `channelId`
 * only), or changes one (its currency and channel stay): threshold above 0, bonus 0 or more, and no two shown
 * rules of a currency and channel at the same threshold.
 */
export const adminBonusRuleSave = defineEndpoint({
  path: '/admin/BonusRuleSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: [...MONEY_ROLES],
  summary: 'Add, change or hide a top-up bonus rule',
  request: z.object({
    id: id.optional(),
    unit: z.string().regex(/^[A-Z]{3}$/),
    channelId: id.nullable().default(null),
    minAmount: money.min(1).max(1_000_000_000_000),
    bonus: money.min(0).max(1_000_000_000_000),
    enabled: z.boolean().default(true),
  }),
  response: adminBonusRuleSchema,
});

/** A country as the app offers it: names, calling code, default currency and its symbol, shown or not. */
export const adminCountrySchema = z.object({
  countryCode: z.string(),
  name: localizedOut,
  callingCode: z.string(),
  unit: z.string(),
  symbol: z.string(),
  /** Minor-unit digits of `unit` (ISO 4217; read only). */
  digits: z.number().int(),
  flag: z.string(),
  enabled: z.boolean(),
  /** Money exists in `unit` for this country (wallets, channels, shops): its currency can no longer change. */
  moneyInUnit: z.boolean(),
});

export const adminCountryList = defineEndpoint({
  path: '/admin/CountryList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: [...MONEY_ROLES],
  summary: 'Countries with their currency, calling code and names',
  request: z.object({}),
  response: z.object({ list: z.array(adminCountrySchema) }),
});

/**
 * Edits a country: names (five locales), calling code, currency symbol, whether the app offers it, and its
 * default currency while no money exists in the current one (else "currency in use").
 */
export const adminCountrySave = defineEndpoint({
  path: '/admin/CountrySave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: [...MONEY_ROLES],
  summary: "Edit a country's names, calling code, currency and enabled flag",
  request: z.object({
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    name: localized(60),
    callingCode: z.string().regex(/^[1-9]\d{0,3}$/),
    unit: isoCurrency,
    symbol: z.string().trim().min(1).max(8),
    enabled: z.boolean(),
  }),
  response: adminCountrySchema,
});
