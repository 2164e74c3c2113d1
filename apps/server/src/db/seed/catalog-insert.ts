import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { merchants, productCategories, products } from '../schema';
import type { L10n } from './text';

type MerchantRow = typeof merchants.$inferInsert;
type ProductRow = Omit<typeof products.$inferInsert, 'merchantId' | 'categoryId'>;

export type MerchantBundle = {
  merchant: MerchantRow;
  categories: { name: L10n; products: ProductRow[] }[];
};

/** Rows per INSERT statement: large enough to be quick, well under PostgreSQL's parameter limit. */
export const BATCH = 500;

export async function insertBatched<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Inserts merchants with their categories, products and ledger account. Merchants already present
 * (same type and name) are skipped, so a section re-run after a version bump only adds what is new.
 */
export async function insertMerchants(tx: Tx, bundles: MerchantBundle[]): Promise<number> {
  if (bundles.length === 0) return 0;
  const types = [...new Set(bundles.map((b) => b.merchant.type))];
  const names = bundles.map((b) => b.merchant.name);
  const existing = await tx
    .select({ type: merchants.type, name: merchants.name })
    .from(merchants)
    .where(and(inArray(merchants.type, types), inArray(merchants.name, names)));
  const have = new Set(existing.map((m) => `${m.type}:${m.name}`));
  const todo = bundles.filter((b) => !have.has(`${b.merchant.type}:${b.merchant.name}`));
  if (todo.length === 0) return 0;

  const inserted = await tx
    .insert(merchants)
    // A demo merchant's rating is what it brought along; its reviews here merge with it (review.rules.ts).
    .values(
      todo.map((b) => ({
        ...b.merchant,
        priorRating: b.merchant.rating ?? 0,
        priorCount: b.merchant.ratingCount ?? 0,
      })),
    )
    .returning({ id: merchants.id, name: merchants.name });
  const idByName = new Map(inserted.map((m) => [m.name, m.id]));
  const idOf = (b: MerchantBundle) => {
    const id = idByName.get(b.merchant.name);
    if (id === undefined) throw new Error(`merchant ${b.merchant.name} was not inserted`);
    return id;
  };

  const categoryRows = todo.flatMap((b) =>
    b.categories.map((c, sort) => ({ merchantId: idOf(b), name: c.name, sort })),
  );
  const categoryIds = new Map<string, number>();
  await insertBatched(categoryRows, async (chunk) => {
    const rows = await tx
      .insert(productCategories)
      .values(chunk)
      .returning({ id: productCategories.id, merchantId: productCategories.merchantId, sort: productCategories.sort });
    for (const r of rows) categoryIds.set(`${r.merchantId}:${r.sort}`, r.id);
  });

  const productRows = todo.flatMap((b) => {
    const merchantId = idOf(b);
    return b.categories.flatMap((c, sort) =>
      c.products.map((p) => ({ ...p, merchantId, categoryId: categoryIds.get(`${merchantId}:${sort}`) ?? null })),
    );
  });
  await insertBatched(productRows, (chunk) => tx.insert(products).values(chunk));

  return inserted.length;
}

/**
 * Moves demo merchants seeded before prices were kept in local currency (their rows say USD) to their
 * own currency: the merchant's fees and every product's price and options, matched by English name.
 * Orders already placed keep the currency they were placed in; a merchant's earnings stay in the
 * currency they were earned in (its ledger accounts are per currency).
 */
export async function repriceMerchants(tx: Tx, bundles: MerchantBundle[]): Promise<void> {
  if (bundles.length === 0) return;
  const names = bundles.map((b) => b.merchant.name);
  const rows = await tx
    .select({ id: merchants.id, type: merchants.type, name: merchants.name })
    .from(merchants)
    .where(and(inArray(merchants.name, names), eq(merchants.currency, 'USD')));
  for (const row of rows) {
    const b = bundles.find((x) => x.merchant.name === row.name && x.merchant.type === row.type);
    if (!b || b.merchant.currency === 'USD') continue;
    await tx
      .update(merchants)
      .set({
        currency: b.merchant.currency,
        avgPrice: b.merchant.avgPrice ?? 0,
        deliveryFee: b.merchant.deliveryFee ?? 0,
        minOrder: b.merchant.minOrder ?? 0,
      })
      .where(eq(merchants.id, row.id));
    for (const p of b.categories.flatMap((c) => c.products)) {
      await tx
        .update(products)
        .set({ price: p.price, specs: p.specs ?? [] })
        .where(and(eq(products.merchantId, row.id), sql`${products.name}->>'en' = ${p.name.en}`));
    }
  }
}
