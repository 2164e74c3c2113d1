import { ErrorCode } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { BKK, createAddressAt, createFoodMerchant, type FoodMerchant } from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, operatorToken, type TestUser } from './wallet-fixtures';

/**
 * A shop's menu categories from the back office (issue 18): added, renamed in five locales, reordered and
 * hidden (with their dishes, off the app's menu); a merchant operator touches their own shop's only. Option
 * groups of a dish and what an order with them costs: food-orders.test.ts.
 */

let t: TestApp;
let shopA: FoodMerchant;
let shopB: FoodMerchant;
let merchant: string;
let content: string;
let finance: string;
let buyer: TestUser;
let home: number;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
  await ensureWalletWorld(t.database);
  shopA = await createFoodMerchant(t.database);
  shopB = await createFoodMerchant(t.database);
  merchant = (await operatorToken(t, 'merchant', shopA.id)).token;
  content = (await operatorToken(t, 'content')).token;
  finance = (await operatorToken(t, 'finance')).token;
  buyer = await createUser(t.database, { country: 'TH', pin: null });
  home = await createAddressAt(t.database, buyer.id, BKK);
});
afterAll(() => t?.close());

type Category = { id: string; name: Record<string, string>; hidden: boolean };
const appCategories = async (mid: number, lang = 'en') => {
  const res = await t.call<{ categories: { id: string; name: string; products: { pid: string }[] }[] }>(
    '/product/GetMerchantInfo',
    { mid: String(mid), isGetProduct: true },
    { headers: { 'accept-language': lang } },
  );
  expect(res.status).toBe(0);
  return res.data.categories;
};
const menuCategories = async (token: string, mid?: number) =>
  (await t.call<{ categories: Category[] }>('/admin/ShopMenu', mid ? { mid: String(mid) } : {}, { token })).data
    .categories;

describe('menu categories', () => {
  it('a merchant adds, renames, reorders and hides their categories; the app follows', async () => {
    const [noodles] = await menuCategories(merchant);
    const made = await t.call<Category>(
      '/admin/CategorySave',
      { name: { en: 'Desserts', 'th-TH': 'ของหวาน', 'zh-Hans': '甜点' } },
      { token: merchant },
    );
    expect(made.status, JSON.stringify(made)).toBe(0);
    expect(made.data).toMatchObject({ name: { en: 'Desserts', 'th-TH': 'ของหวาน' }, hidden: false });
    // New ones go last; a dish moved into it shows under it in the app, in the reader's language.
    await rawQuery(t.database.db, 'update products set category_id = $1 where id = $2', [
      Number(made.data.id),
      shopA.limited,
    ]);
    expect((await appCategories(shopA.id, 'th-TH')).map((c) => c.name)).toEqual([noodles!.name.en, 'ของหวาน']);

    const renamed = await t.call<Category>(
      '/admin/CategorySave',
      { id: made.data.id, name: { en: 'Sweets', 'th-TH': 'ขนม' } },
      { token: merchant },
    );
    expect(renamed.data.name).toEqual({ en: 'Sweets', 'th-TH': 'ขนม' });

    const ordered = await t.call<{ categories: Category[] }>(
      '/admin/CategorySort',
      { ids: [made.data.id, noodles!.id] },
      { token: merchant },
    );
    expect(ordered.status, JSON.stringify(ordered)).toBe(0);
    expect((await appCategories(shopA.id)).map((c) => c.name)).toEqual(['Sweets', noodles!.name.en]);
    expect((await menuCategories(merchant)).map((c) => c.id)).toEqual([made.data.id, noodles!.id]);

    // Hidden: off the app's menu with its dish; still listed in the back office (nothing is deleted).
    const hidden = await t.call<Category>(
      '/admin/CategorySave',
      { id: made.data.id, name: { en: 'Sweets', 'th-TH': 'ขนม' }, hidden: true },
      { token: merchant },
    );
    expect(hidden.data.hidden).toBe(true);
    const app = await appCategories(shopA.id);
    expect(app.map((c) => c.name)).toEqual([noodles!.name.en]);
    expect(app.flatMap((c) => c.products.map((p) => p.pid))).not.toContain(String(shopA.limited));
    expect((await menuCategories(merchant)).find((c) => c.id === made.data.id)?.hidden).toBe(true);
    // ...and off sale with it: not found by search, refused in an order (a cart that held it, a link).
    const dishIds = async () => {
      const found = await t.call<{ dishes: { product: { pid: string } }[] }>('/product/SearchFood', {
        text: 'daily special',
        ...BKK,
        limt: 30,
      });
      expect(found.status).toBe(0);
      return found.data.dishes.map((d) => d.product.pid);
    };
    const line = [{ pid: String(shopA.limited), quantity: 1, specs: [] }];
    const order = () =>
      t.call(
        '/order/CreateOrder',
        { pType: 1, mid: String(shopA.id), addressId: String(home), products: line, amount: 200 + 40 },
        { token: buyer.token },
      );
    expect(await dishIds()).not.toContain(String(shopA.limited));
    expect((await order()).status).toBe(ErrorCode.ProductException);

    const audits = await rawQuery(t.database.db, 'select action, data from audit_log where target = $1 order by id', [
      `category:${made.data.id}`,
    ]);
    expect(audits.map((a) => a.action)).toEqual(['category.create', 'category.edit', 'category.edit']);
    expect(audits[2]!.data).toMatchObject({ before: { hidden: false }, after: { hidden: true } });

    // Shown again: back in search and orderable.
    await t.call(
      '/admin/CategorySave',
      { id: made.data.id, name: { en: 'Sweets', 'th-TH': 'ขนม' }, hidden: false },
      { token: merchant },
    );
    expect(await dishIds()).toContain(String(shopA.limited));
    const placed = await order();
    expect(placed.status, JSON.stringify(placed)).toBe(0);
  });

  it("refuses another shop's categories to a merchant as nobody's, and a reorder that is not the whole list", async () => {
    const [theirs] = await menuCategories(content, shopB.id);
    const [mine] = await menuCategories(merchant);
    const other = await t.call(
      '/admin/CategorySave',
      { id: theirs!.id, name: { en: 'Hijacked' } },
      { token: merchant },
    );
    const nobody = await t.call(
      '/admin/CategorySave',
      { id: '999999999', name: { en: 'Hijacked' } },
      { token: merchant },
    );
    expect(other.status).toBe(ErrorCode.NotFound);
    expect({ status: other.status, msg: other.msg }).toEqual({ status: nobody.status, msg: nobody.msg });
    const [row] = await rawQuery(t.database.db, 'select name from product_categories where id = $1', [
      Number(theirs!.id),
    ]);
    expect((row!.name as Record<string, string>).en).not.toBe('Hijacked');
    // Naming shop B as the shop: refused, nothing added there.
    const before = (await menuCategories(content, shopB.id)).length;
    const added = await t.call(
      '/admin/CategorySave',
      { mid: String(shopB.id), name: { en: 'Sneaky' } },
      { token: merchant },
    );
    expect(added.status).toBe(ErrorCode.Forbidden);
    expect(await menuCategories(content, shopB.id)).toHaveLength(before);
    expect(
      (await t.call('/admin/CategorySort', { mid: String(shopB.id), ids: [theirs!.id] }, { token: merchant })).status,
    ).toBe(ErrorCode.Forbidden);

    const all = (await menuCategories(merchant)).map((c) => c.id);
    for (const ids of [[mine!.id], [...all, theirs!.id], [...all.slice(1), theirs!.id], [...all, all[0]!]]) {
      const res = await t.call('/admin/CategorySort', { ids }, { token: merchant });
      expect(res.status, JSON.stringify(ids)).toBe(ErrorCode.ParameterError);
    }
    expect((await t.call('/admin/CategorySave', { name: { en: '' } }, { token: merchant })).status).toBe(
      ErrorCode.ParameterError,
    );
    // Content edits any shop's; finance none.
    expect(
      (await t.call('/admin/CategorySave', { id: theirs!.id, name: { en: 'Noodle soups' } }, { token: content }))
        .status,
    ).toBe(0);
    expect(
      (await t.call('/admin/CategorySave', { id: theirs!.id, name: { en: 'Nope' } }, { token: finance })).status,
    ).toBe(ErrorCode.Forbidden);
  });
});
