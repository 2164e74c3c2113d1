import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawQuery } from '../../db/raw';
import { bonusRules, countries, paymentChannels } from '../../db/schema';

/**
 * The back office's writes of money configuration: channels (opened and edited), top-up bonus rules,
 * countries (names, calling code, currency, enabled) and their indicative rates.
 */
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

  /** Inserts a channel; null when the country has one with this code and direction already. */
  insertChannel: async (tx: Executor, v: typeof paymentChannels.$inferInsert) =>
    (await tx.insert(paymentChannels).values(v).onConflictDoNothing().returning())[0] ?? null,

  /** The next place in the country's list of channels of this direction (new ones go last). */
  nextChannelSort: async (tx: Executor, countryCode: string, direction: string) => {
    const [row] = await rawQuery(
      tx,
      'select coalesce(max(sort), 0) + 1 as n from payment_channels where country_code = $1 and direction = $2',
      [countryCode, direction],
    );
    return Number(row?.n ?? 1);
  },

  channel: async (db: Executor, id: number) =>
    (await db.select().from(paymentChannels).where(eq(paymentChannels.id, id)))[0] ?? null,

  /** Whether any top-up channel takes money in `unit`. */
  rechargeUnit: async (db: Executor, unit: string) =>
    (
      await db
        .select({ id: paymentChannels.id })
        .from(paymentChannels)
        .where(and(eq(paymentChannels.direction, 'recharge'), eq(paymentChannels.currency, unit)))
        .limit(1)
    ).length > 0,

  bonusRules: (db: Executor) =>
    db.select().from(bonusRules).orderBy(asc(bonusRules.currency), asc(bonusRules.minAmount), asc(bonusRules.id)),

  lockBonusRule: async (tx: Executor, id: number) =>
    (await tx.select().from(bonusRules).where(eq(bonusRules.id, id)).for('update'))[0] ?? null,

  /**
   * Serialises the changes of one currency's bonus rules (two operators adding the same threshold at once:
   * the second sees the first's rule) until the transaction ends.
   */
  lockBonusUnit: (tx: Executor, unit: string) =>
    rawQuery(tx, 'select pg_advisory_xact_lock(hashtext($1))', [`bonus_rules:${unit}`]),

  /** A shown rule of `unit` and channel (null: every channel) at `minAmount` other than `exceptId`, if any. */
  shownRuleAt: async (
    tx: Executor,
    unit: string,
    channelId: number | null,
    minAmount: number,
    exceptId: number | null,
  ) =>
    (
      await tx
        .select({ id: bonusRules.id })
        .from(bonusRules)
        .where(
          and(
            eq(bonusRules.currency, unit),
            channelId === null ? isNull(bonusRules.channelId) : eq(bonusRules.channelId, channelId),
            eq(bonusRules.minAmount, minAmount),
            eq(bonusRules.enabled, true),
            exceptId === null ? undefined : ne(bonusRules.id, exceptId),
          ),
        )
        .limit(1)
    ).length > 0,

  insertBonusRule: async (tx: Executor, v: typeof bonusRules.$inferInsert) =>
    (await tx.insert(bonusRules).values(v).returning())[0]!,

  updateBonusRule: async (tx: Executor, id: number, v: Partial<typeof bonusRules.$inferInsert>) =>
    (await tx.update(bonusRules).set(v).where(eq(bonusRules.id, id)).returning())[0]!,

  countries: (db: Executor) => db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code)),

  lockCountry: async (tx: Executor, code: string) =>
    (await tx.select().from(countries).where(eq(countries.code, code)).for('update'))[0] ?? null,

  setRate: async (tx: Executor, code: string, rateMicros: number) =>
    (await tx.update(countries).set({ rateMicros }).where(eq(countries.code, code)).returning())[0]!,

  updateCountry: async (tx: Executor, code: string, v: Partial<typeof countries.$inferInsert>) =>
    (await tx.update(countries).set(v).where(eq(countries.code, code)).returning())[0]!,

  /**
   * The countries where money exists in their own currency: a channel or a shop of the country prices in
   * it, or a wallet of one of its users holds (or held) it.
   */
  countriesWithMoney: async (db: Executor) =>
    new Set(
      (
        await rawQuery(
          db,
          `select c.code from countries c
            where exists (select 1 from payment_channels p where p.country_code = c.code and p.currency = c.unit)
               or exists (select 1 from merchants m where m.country_code = c.code and m.currency = c.unit)
               or exists (select 1 from ledger_accounts a join users u on u.id = a.owner_id
                           where a.kind = 'user_wallet' and a.currency = c.unit and u.country_code = c.code)`,
        )
      ).map((r) => String(r.code)),
    ),
};
