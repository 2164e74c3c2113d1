import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawQuery } from '../../db/raw';
import {
  type LocalizedText,
  ledgerAccounts,
  ledgerEntries,
  ledgerJournals,
  merchants,
  productCategories,
  products,
} from '../../db/schema';

type ProductInsert = typeof products.$inferInsert;

/** The merchant view's reads and writes of one shop: its menu (every item), hours and ledger account. */
export const shopRepository = {
  shop: async (db: Executor, id: number) => (await db.select().from(merchants).where(eq(merchants.id, id)))[0] ?? null,

  /** Merchants by name and type, newest first. */
  merchantPage: async (db: Executor, f: { q?: string; type?: number }, p: { offset: number; limit: number }) => {
    const where = and(
      f.q ? ilike(merchants.name, `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      f.type === undefined ? undefined : eq(merchants.type, f.type),
    );
    const [rows, [total]] = await Promise.all([
      db.select().from(merchants).where(where).orderBy(desc(merchants.id)).limit(p.limit).offset(p.offset),
      db.select({ n: count() }).from(merchants).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  insertMerchant: async (tx: Executor, v: typeof merchants.$inferInsert) =>
    (await tx.insert(merchants).values(v).returning())[0]!,

  updateMerchant: async (tx: Executor, id: number, v: Partial<typeof merchants.$inferInsert>) =>
    (await tx.update(merchants).set(v).where(eq(merchants.id, id)).returning())[0]!,

  /** The shop, locked for a change in this transaction. */
  lockShop: async (tx: Executor, id: number) =>
    (await tx.select().from(merchants).where(eq(merchants.id, id)).for('update'))[0] ?? null,

  setHours: async (tx: Executor, id: number, v: Pick<typeof merchants.$inferInsert, 'openingHours' | 'paused'>) =>
    (await tx.update(merchants).set(v).where(eq(merchants.id, id)).returning())[0]!,

  categories: (db: Executor, merchantId: number) =>
    db
      .select()
      .from(productCategories)
      .where(eq(productCategories.merchantId, merchantId))
      .orderBy(asc(productCategories.sort), asc(productCategories.id)),

  lockCategory: async (tx: Executor, id: number) =>
    (await tx.select().from(productCategories).where(eq(productCategories.id, id)).for('update'))[0] ?? null,

  /** The shop's categories, locked for a reorder in this transaction. */
  lockCategories: (tx: Executor, merchantId: number) =>
    tx
      .select()
      .from(productCategories)
      .where(eq(productCategories.merchantId, merchantId))
      .orderBy(asc(productCategories.sort), asc(productCategories.id))
      .for('update'),

  /** Adds a category after the shop's last one. */
  insertCategory: async (tx: Executor, v: { merchantId: number; name: LocalizedText; hidden: boolean }) => {
    const [last] = await rawQuery(
      tx,
      'select coalesce(max(sort), 0) + 1 as n from product_categories where merchant_id = $1',
      [v.merchantId],
    );
    return (
      await tx
        .insert(productCategories)
        .values({ ...v, sort: Number(last?.n ?? 1) })
        .returning()
    )[0]!;
  },

  updateCategory: async (tx: Executor, id: number, v: Partial<typeof productCategories.$inferInsert>) =>
    (await tx.update(productCategories).set(v).where(eq(productCategories.id, id)).returning())[0]!,

  /** Every product of the shop, hidden and sold-out ones too, in menu order. */
  products: (db: Executor, merchantId: number) =>
    db.select().from(products).where(eq(products.merchantId, merchantId)).orderBy(asc(products.sort), asc(products.id)),

  lockProduct: async (tx: Executor, id: number) =>
    (await tx.select().from(products).where(eq(products.id, id)).for('update'))[0] ?? null,

  insertProduct: async (tx: Executor, v: ProductInsert) => (await tx.insert(products).values(v).returning())[0]!,

  updateProduct: async (tx: Executor, id: number, v: Partial<ProductInsert>) =>
    (await tx.update(products).set(v).where(eq(products.id, id)).returning())[0]!,

  /**
   * Opens every night from `from` to `to` (both included) that the room type has none of yet: `rooms` rooms
   * at `price`, Friday and Saturday nights at `weekendPrice`. Existing nights are left alone. Answers how
   * many were added.
   */
  addNights: async (
    tx: Executor,
    v: {
      productId: number;
      merchantId: number;
      from: string;
      to: string;
      rooms: number;
      price: number;
      weekendPrice: number;
    },
  ) =>
    (
      await rawQuery(
        tx,
        `insert into hotel_room_nights (product_id, merchant_id, night, total, available, price)
         select $1, $2, d::date, $3, $3, case when extract(isodow from d) in (5, 6) then $5::bigint else $4::bigint end
           from generate_series($6::date, $7::date, interval '1 day') as d
         on conflict (product_id, night) do nothing
         returning night`,
        [v.productId, v.merchantId, v.rooms, v.price, v.weekendPrice, v.from, v.to],
      )
    ).length,

  /** The last night a room type is open for, or null. */
  lastNight: async (db: Executor, productId: number) => {
    const [row] = await rawQuery(db, 'select max(night)::text as n from hotel_room_nights where product_id = $1', [
      productId,
    ]);
    return (row?.n as string | null | undefined) ?? null;
  },

  /** The shop's balances, one per currency it was ever credited in. */
  balances: (db: Executor, merchantId: number) =>
    db
      .select({ unit: ledgerAccounts.currency, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'merchant'), eq(ledgerAccounts.ownerId, merchantId)))
      .orderBy(ledgerAccounts.currency),

  /** A page of the entries on the shop's accounts of journals of these types, newest first. */
  entries: async (db: Executor, merchantId: number, types: readonly number[], p: { offset: number; limit: number }) => {
    const where = and(
      eq(ledgerAccounts.kind, 'merchant'),
      eq(ledgerAccounts.ownerId, merchantId),
      inArray(ledgerJournals.type, [...types]),
    );
    const base = () =>
      db
        .select({
          journalId: ledgerJournals.id,
          type: ledgerJournals.type,
          orderId: ledgerJournals.orderId,
          unit: ledgerEntries.currency,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          memo: ledgerJournals.memo,
          at: ledgerJournals.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId));
    const [rows, [total]] = await Promise.all([
      base().where(where).orderBy(desc(ledgerEntries.id)).limit(p.limit).offset(p.offset),
      db
        .select({ n: count() })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
