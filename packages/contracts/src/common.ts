import { z } from 'zod';

/**
 * Integer minor units of a stated currency: every money field travels beside its currency code (`unit`,
 * or the object's own currency), never converted on the way.
 */
export const money = z.number().int().safe();
/**
 * A positive amount a user asks to move, in minor units of the currency the call names. A fraction of a
 * minor unit ("more decimals than the currency has") is refused as `amount_precision`.
 */
export const positiveMoney = z
  .number()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .refine((v) => Number.isInteger(v), { message: 'amount_precision' });

/** Ids travel as strings (`_id`, `oid`, `mid`, `pid`); numbers are accepted and normalised. */
export const id = z.union([z.string().regex(/^\d{1,18}$/), z.number().int().positive().safe()]).transform(String);

export const page = z.coerce.number().int().min(1).max(100_000).default(1);
/** `limt` (sic) is the spec's page size field. */
export const limt = z.coerce.number().int().min(1).max(100).default(20);
export const pageQuery = z.object({ page, limt });

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limt: z.number().int(),
    hasMore: z.boolean(),
  });

export const isoTime = z.string();
export const empty = z.object({}).loose();
export const nothing = z.null();

/**
 * Money-moving calls accept a client-chosen key (also as the `Idempotency-Key` header): the same key with
 * the same body returns the first answer; with another body it is refused.
 */
export const idempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_\-:.]+$/);

/** Flags arrive as booleans from our client and as 0/1 from older ones. */
export const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/** ISO 3166-1 alpha-2 country code, e.g. `TH`. */
export const isoCountry = z.string().regex(/^[A-Z]{2}$/);
/** ISO 4217 currency code, e.g. `THB`. */
export const currencyUnit = z.string().regex(/^[A-Z]{3}$/);
/** A calendar date `YYYY-MM-DD`. */
export const ymd = z.iso.date();
export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);
/** A language tag for outside services (`en`, `th`, `zh-CN`, `zh-Hant`). */
export const languageTag = z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/);

/** A file this server stored through `/upload/File`: only our own paths, never an outside URL. */
export const uploadPath = z
  .string()
  .max(512)
  .regex(/^\/uploads\/[A-Za-z0-9_\-/]+(\.[A-Za-z0-9]{1,8})?$/)
  .refine((v) => !v.includes('//'), { message: 'invalid_path' });

/** Code of a recharge or withdrawal channel, e.g. `paypal`, `demo`, `offline_bank`. */
export const channelCode = z.string().regex(/^[a-z0-9_]{1,32}$/);

/** Channel-specific form values (`rechargeData`, return URLs, payer notes): small, flat, scalar. */
export const channelData = z
  .record(z.string().regex(/^[A-Za-z0-9_]{1,32}$/), z.union([z.string().max(500), z.number(), z.boolean()]))
  .refine((r) => Object.keys(r).length <= 20, { message: 'too_many_fields' });

/** Public id of a pay-on-behalf request (random, used in shared links). */
export const payId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** Phone number as typed: digits with an optional leading `+`, spaces or dashes. */
export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{3,23}$/);

/** A user as others see them. */
export const publicUserSchema = z.object({ _id: z.string(), name: z.string(), head: z.string().nullable() });
export type PublicUser = z.infer<typeof publicUserSchema>;
