import { z } from 'zod';

/** Integer minor units of the settlement currency (USD cents). */
export const money = z.number().int().safe();
/** A positive amount a user asks to move, in minor units. */
export const positiveMoney = z.number().int().positive().safe();

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
