import { z } from 'zod';
import { id, isoTime, money } from '../../common';

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  callingCode: z.string(),
  unit: z.string(),
  symbol: z.string(),
  /**
   * Spec section 9's "exchange rate" for "converted when local": amounts already arrive in the currency
   * they are shown in, so this is 1 (with `isLocal` true) and an old client's conversion is the identity.
   */
  rate: z.number(),
  isLocal: z.boolean(),
  /** Decimal places of `unit` (ISO 4217). */
  digits: z.number().int(),
  /** Indicative units of `unit` per US dollar, for "≈" hints only; money moves at quoted rates. */
  perUsd: z.number(),
  flag: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** A card of the merchant lists (home, takeout, hotels). */
export const merchantCardSchema = z.object({
  mid: z.string(),
  mType: z.number().int(),
  name: z.string(),
  category: z.string(),
  city: z.string(),
  logo: z.string(),
  cover: z.string(),
  /** Stars 0-5 with one decimal. */
  rating: z.number(),
  ratingCount: z.number().int(),
  sales: z.number().int(),
  avgPrice: money,
  deliveryFee: money,
  minOrder: money,
  stars: z.number().int(),
  tags: z.array(z.string()),
  /** Currency of every price of this merchant (its own country's). */
  unit: z.string(),
  open: z.boolean(),
  /** When a closed merchant opens next, as "HH:MM" on its own clock (null when open, paused or never). */
  opensAt: z.string().nullable(),
  /** Metres from the chosen address, when one is known. */
  distance: z.number().nullable(),
  /** Whether the chosen address is within the delivery radius; null when unknown. */
  inRange: z.boolean().nullable(),
});
export type MerchantCard = z.infer<typeof merchantCardSchema>;

export const articleSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  publishedAt: isoTime,
});
export const articleSchema = articleSummarySchema.extend({ content: z.string() });

export const idBody = z.object({ _id: id });
