import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, users } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const live = (userId: number) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

export const addressRepository = {
  /** Serialises address changes of one user (so "one default" holds under concurrent calls). */
  lockUser: (db: Executor, userId: number) => db.execute(sql`select id from ${users} where id = ${userId} for update`),

  list: (db: Executor, userId: number) =>
    db.select().from(addresses).where(live(userId)).orderBy(desc(addresses.isDefault), desc(addresses.id)),

  count: async (db: Executor, userId: number) =>
    (await db.select({ n: count() }).from(addresses).where(live(userId)))[0]?.n ?? 0,

  /** One live address of the user, or null (someone else's or a deleted one is null too). */
  owned: async (db: Executor, userId: number, id: number) =>
    (
      await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), live(userId)))
    )[0] ?? null,

  /** The default address, else the newest. */
  preferred: async (db: Executor, userId: number) =>
    (
      await db
        .select()
        .from(addresses)
        .where(live(userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.id))
        .limit(1)
    )[0] ?? null,

  insert: async (db: Executor, userId: number, values: AddressValues) =>
    (
      await db
        .insert(addresses)
        .values({ ...values, userId })
        .returning()
    )[0]!,

  update: async (db: Executor, userId: number, id: number, values: AddressValues) =>
    (
      await db
        .update(addresses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(addresses.id, id), live(userId)))
        .returning()
    )[0] ?? null,

  softDelete: async (db: Executor, userId: number, id: number) =>
    (
      await db
        .update(addresses)
        .set({ deletedAt: sql`now()`, isDefault: false, updatedAt: sql`now()` })
        .where(and(eq(addresses.id, id), live(userId)))
        .returning({ id: addresses.id })
    )[0] ?? null,

  clearDefault: (db: Executor, userId: number, exceptId: number) =>
    db
      .update(addresses)
      .set({ isDefault: false, updatedAt: sql`now()` })
      .where(and(live(userId), eq(addresses.isDefault, true), ne(addresses.id, exceptId))),

  setDefault: (db: Executor, id: number) =>
    db.update(addresses).set({ isDefault: true, updatedAt: sql`now()` }).where(eq(addresses.id, id)),
};
