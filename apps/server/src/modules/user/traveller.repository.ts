import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { travellers } from '../../db/schema';

export type TravellerRow = typeof travellers.$inferSelect;
type TravellerFields = Pick<TravellerRow, 'name' | 'idType' | 'idNumber' | 'idExpiry' | 'phone'>;

/** Saved travellers, always within one user's own rows. */
export const travellerRepository = {
  list: (db: Executor, userId: number) =>
    db
      .select()
      .from(travellers)
      .where(eq(travellers.userId, userId))
      .orderBy(desc(travellers.updatedAt), desc(travellers.id)),

  count: async (db: Executor, userId: number) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(travellers).where(eq(travellers.userId, userId)))[0]?.n ??
    0,

  /** Adds one, or refreshes the user's row with the same document (one row per document). */
  upsert: async (db: Executor, userId: number, fields: TravellerFields) =>
    (
      await db
        .insert(travellers)
        .values({ userId, ...fields })
        .onConflictDoUpdate({
          target: [travellers.userId, travellers.idType, travellers.idNumber],
          set: { name: fields.name, idExpiry: fields.idExpiry, phone: fields.phone, updatedAt: sql`now()` },
        })
        .returning()
    )[0]!,

  /** Updates one of the user's rows; null when it is not theirs (or gone). */
  update: async (db: Executor, userId: number, id: number, fields: TravellerFields) =>
    (
      await db
        .update(travellers)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(travellers.id, id), eq(travellers.userId, userId)))
        .returning()
    )[0] ?? null,

  remove: async (db: Executor, userId: number, id: number) =>
    (
      await db
        .delete(travellers)
        .where(and(eq(travellers.id, id), eq(travellers.userId, userId)))
        .returning({ id: travellers.id })
    ).length > 0,
};
