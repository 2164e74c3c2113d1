import { z } from 'zod';

/**
 * Every call answers `{ status, data, msg }`. `status` 0 is success; anything else is a catalogue code
 * (see errors.ts) and `msg` is its i18n key. `params` carries values for the message's placeholders
 * (for example the seconds to wait). HTTP status stays 200 for business errors.
 */
const paramScalar = z.union([z.string(), z.number()]);

/**
 * What an error's `params` may carry: scalars for the message's placeholders, and lists of flat rows
 * for what a screen needs to recover (e.g. the prices that changed, with an "amount exception").
 */
export const errorParamsSchema = z.record(
  z.string(),
  z.union([paramScalar, z.array(z.record(z.string(), paramScalar)).max(100)]),
);
export type ErrorParamRow = Record<string, string | number>;
export type ErrorParams = Record<string, string | number | ErrorParamRow[]>;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.number().int(),
    data: data.nullable(),
    msg: z.string(),
    params: errorParamsSchema.optional(),
  });

export type Envelope<T> = {
  status: number;
  data: T | null;
  msg: string;
  params?: ErrorParams;
};

export const ok = <T>(data: T): Envelope<T> => ({ status: 0, data, msg: 'success' });
