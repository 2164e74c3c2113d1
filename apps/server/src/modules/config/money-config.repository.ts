import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, paymentChannels } from '../../db/schema';

/** The back office's writes of money configuration: channels' bounds and fees, countries' indicative rates. */
export const moneyConfigRepository = {
  channels: (db: Executor) =>
    db
      .select()
      .from(paymentChannels)
      .orderBy(asc(paymentChannels.direction), asc(paymentChannels.countryCode), asc(paymentChannels.sort)),

  lockChannel: async (tx: Executor, id: number) =>
    (await tx.select().from(paymentChannels).where(eq(paymentChannels.id, id)).for('update'))[0] ?? null,

  updateChannel: async (tx: Executor, id: number, v: Partial<typeof paymentChannels.$inferInsert>) =>
    (await tx.update(paymentChannels).set(v).where(eq(paymentChannels.id, id)).returning())[0]!,

  countries: (db: Executor) => db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code)),

  lockCountry: async (tx: Executor, code: string) =>
    (await tx.select().from(countries).where(eq(countries.code, code)).for('update'))[0] ?? null,

  setRate: async (tx: Executor, code: string, rateMicros: number) =>
    (await tx.update(countries).set({ rateMicros }).where(eq(countries.code, code)).returning())[0]!,
};
