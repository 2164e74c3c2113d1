import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, fxQuotes } from '../../db/schema';

export type QuoteRow = typeof fxQuotes.$inferSelect;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export const fxRepository = {
  /** The reference rate (units per USD, micros) of a currency, from the countries using it. */
  perUsdMicros: async (ex: Executor, unit: string) =>
    unit === 'USD'
      ? 1_000_000
      : (first(
          await ex
            .select({ rateMicros: countries.rateMicros })
            .from(countries)
            .where(eq(countries.unit, unit))
            .orderBy(desc(countries.enabled), asc(countries.sort))
            .limit(1),
        )?.rateMicros ?? null),

  insert: async (ex: Executor, q: typeof fxQuotes.$inferInsert) =>
    (await ex.insert(fxQuotes).values(q).returning())[0]!,

  /**
   * Consumes a live quote of the user once: the conditional update is the whole check, so two confirms
   * racing on one or many instances move the money once. Null when unknown, someone else's, of another
   * purpose or order, used, or expired.
   */
  consume: async (ex: Executor, id: number, userId: number, purpose: string, orderId: number | null) =>
    first(
      await ex
        .update(fxQuotes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(fxQuotes.id, id),
            eq(fxQuotes.userId, userId),
            eq(fxQuotes.purpose, purpose),
            orderId === null ? isNull(fxQuotes.orderId) : eq(fxQuotes.orderId, orderId),
            isNull(fxQuotes.usedAt),
            gt(fxQuotes.expiresAt, sql`now()`),
          ),
        )
        .returning(),
    ),

  byId: async (ex: Executor, id: number) => first(await ex.select().from(fxQuotes).where(eq(fxQuotes.id, id))),
};
