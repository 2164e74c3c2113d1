import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Envelope, userApi } from './api';
import { type Harness, logIn, startHarness, withPage } from './harness';

/**
 * Issue 20 in real Chromium against the real server: a placed order reads in the viewer's language (a Thai
 * user sees the dish and its options in Thai on the order page, whatever language it was ordered in),
 * and a price that changed between the menu and the order is shown with what changed, for the user to
 * confirm; the order is then placed and paid at the new total.
 */

let h: Harness;
beforeAll(async () => {
  // No dispatcher: orders stay where they are put.
  h = await startHarness({ JOBS_POLL_MS: '0' });
}, 400_000);
afterAll(() => h?.stop());

const api = <T>(page: Page, path: string, body: Record<string, unknown> = {}, language = 'en') =>
  userApi<T>(h, page, path, body, language);

type Spec = {
  at: number;
  name: string;
  required: boolean;
  multiple: boolean;
  options: { at: number; name: string; price: number }[];
};
type Product = { pid: string; name: string; price: number; stock: number | null; specs: Spec[] };
type Merchant = { mid: string; deliveryFee: number; minOrder: number; categories: { products: Product[] }[] };
type Me = { wallet: { balance: number }; address: Record<string, { id: string; isDefault: boolean }> };

/** The demo's 24-hour restaurant (open whenever this runs), its menu in `language`. */
async function crisp(page: Page, language = 'en') {
  const list = await api<{ list: { mid: string }[] }>(page, '/product/GetMerchantList', {
    mType: 1,
    name: 'Crisp',
    limt: 5,
  });
  const mid = list.list[0]!.mid;
  return api<Merchant>(page, '/product/GetMerchantInfo', { mid, isGetProduct: 1 }, language);
}

const defaultAddress = (me: Me) => Object.values(me.address).find((a) => a.isDefault) ?? Object.values(me.address)[0]!;

describe('food gaps (issue 20): names and prices', () => {
  it("a Thai user's order page shows the dish and its options in Thai", { timeout: 240_000 }, async () => {
    await withPage(h, 'food-order-thai', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      const me = await api<Me>(page, '/user/GetUserInfo');
      const en = await crisp(page);
      const th = await crisp(page, 'th-TH');
      const products = en.categories.flatMap((c) => c.products);
      // A dish with a single-choice option group, ordered in English (as the issue saw it).
      const dish = products.find((p) => p.stock !== 0 && p.specs.length > 0 && !p.specs[0]!.multiple)!;
      const thDish = th.categories.flatMap((c) => c.products).find((p) => p.pid === dish.pid)!;
      expect(thDish.name).not.toBe(dish.name);
      const first = dish.specs.filter((s, i) => s.required || i === 0);
      const specs = first.map((s) => ({ group: s.at, options: [s.options[0]!.at] }));
      const unit = dish.price + first.reduce((n, s) => n + s.options[0]!.price, 0);
      const quantity = Math.max(1, Math.ceil(en.minOrder / unit));
      const order = await api<{ oid: string; items: { name: string }[] }>(page, '/order/CreateOrder', {
        pType: 1,
        mid: en.mid,
        addressId: defaultAddress(me).id,
        amount: unit * quantity + en.deliveryFee,
        products: [{ pid: dish.pid, quantity, specs }],
      });
      expect(order.items[0]!.name).toBe(dish.name);

      // The user reads the app in Thai.
      await page.evaluate(() => localStorage.setItem('wf.locale', JSON.stringify('th-TH')));
      await page.goto(`/pages/takeout_order_detail/takeout_order_detail?oid=${order.oid}`);
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('th-TH');
      const items = page.getByTestId('order-items');
      await items.waitFor();
      const group = thDish.specs[0]!;
      await expect.poll(() => items.textContent()).toContain(thDish.name);
      const text = (await items.textContent()) ?? '';
      expect(text).toContain(`${group.name}: ${group.options[0]!.name}`);
      expect(text).not.toContain(dish.name);
      expect(text).not.toContain(dish.specs[0]!.options[0]!.name);
      await items.scrollIntoViewIfNeeded();
      await h.shot(page, 'food-order-thai-th');

      // The order list previews it in Thai too.
      await page.goto('/pages/order_list/order_list');
      await page.getByText(thDish.name).first().waitFor();
    });
  });

  it('a price changed since the menu was read: the new total and what changed, confirmed, then paid', {
    timeout: 240_000,
  }, async () => {
    await withPage(h, 'food-price-changed', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      const menu = await crisp(page);
      const dish = menu.categories.flatMap((c) => c.products).find((p) => p.stock !== 0 && p.specs.length === 0)!;
      // The menu this browser read is from before the restaurant raised the dish by ฿10: the server
      // charges today's price, which the user never saw.
      const OLD = 1000;
      await page.route('**/api/product/GetMerchantInfo', async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as Envelope<Merchant>;
        for (const p of body.data.categories.flatMap((c) => c.products)) if (p.pid === dish.pid) p.price -= OLD;
        await route.fulfill({ response: res, json: body });
      });
      const before = (await api<Me>(page, '/user/GetUserInfo')).wallet.balance;

      await page.goto(`/pages/merchant/merchant?mid=${menu.mid}`);
      const row = page.locator(`[data-testid="dish"][data-pid="${dish.pid}"]`);
      await row.waitFor();
      const quantity = Math.max(1, Math.ceil(menu.minOrder / (dish.price - OLD)));
      for (let i = 0; i < quantity; i += 1) await row.getByRole('button', { name: `Add ${dish.name}` }).click();
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe(String(quantity));
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL(/\/pages\/confirm_takeout_order\/confirm_takeout_order\?mid=/);
      await page.getByTestId('checkout-eta').waitFor();
      const shown = (dish.price - OLD) * quantity + menu.deliveryFee;
      const server = dish.price * quantity + menu.deliveryFee;
      await page.getByTestId('checkout-pay').click();

      // The sheet: the dish went from its old to its new price, the total seen and the new one.
      const sheet = page.getByTestId('price-change');
      await sheet.waitFor();
      const rows = page.getByTestId('price-change-row');
      expect(await rows.count()).toBe(1);
      const baht = (minor: number) => `฿${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      expect(await rows.first().textContent()).toBe(`${dish.name}${baht(dish.price - OLD)} → ${baht(dish.price)}`);
      expect(await page.getByTestId('price-change-previous').textContent()).toBe(baht(shown));
      expect(await page.getByTestId('price-change-total').textContent()).toBe(baht(server));
      await h.shot(page, 'food-price-changed-en');

      // Confirmed: ordered and paid at the new total, nothing else.
      await page.getByTestId('price-change-confirm').click();
      await page.waitForURL(/\/pages\/takeout_order_detail\/takeout_order_detail\?oid=\d+/);
      const oid = new URL(page.url()).searchParams.get('oid') ?? '';
      const order = await api<{ amount: number; payStatus: number }>(page, '/order/GetOrderInfo', { oid });
      expect(order).toMatchObject({ amount: server, payStatus: 1 });
      const after = (await api<Me>(page, '/user/GetUserInfo')).wallet.balance;
      expect(before - after).toBe(server);
      const orders = await api<{ total: number }>(page, '/order/GetOrderList', { page: 1, limt: 50 });
      expect(orders.total).toBeGreaterThan(0);
    });
  });
});
