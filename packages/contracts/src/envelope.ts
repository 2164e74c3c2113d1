import { z } from 'zod';

/**
 * Every call answers `{ status, data, msg }`. `status` 0 is success; anything else is a catalogue code
 * (see errors.ts) and `msg` is its i18n key. `params` carries values for the message's placeholders
 * (for example the seconds to wait). HTTP status stays 200 for business errors.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.number().int(),
    data: data.nullable(),
    msg: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  });

export type Envelope<T> = {
  status: number;
  data: T | null;
  msg: string;
  params?: Record<string, string | number>;
};

export const ok = <T>(data: T): Envelope<T> => ({ status: 0, data, msg: 'success' });
