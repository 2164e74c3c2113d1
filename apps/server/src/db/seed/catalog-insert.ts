import { and, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { ledgerAccounts, merchants, productCategories, products } from '../schema';
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
    .values(todo.map((b) => b.merchant))
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

  await tx
    .insert(ledgerAccounts)
    .values(inserted.map((m) => ({ kind: 'merchant', ownerId: m.id, currency: 'USD' })))
    .onConflictDoNothing();
  return inserted.length;
}
