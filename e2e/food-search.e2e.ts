import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorApi, userApi } from './api';
import { expectAccessible, type Harness, logIn, newDataDir, runServerCli, startHarness, withPage } from './harness';

/**
 * Issue 20 (part A) in real Chromium against the real server: a Thai user searches "ข้าว" from home and
 * finds rice dishes with their restaurants, opens one whose restaurant is open (the menu searched for that
 * dish), orders it through checkout; a completed order's "Order again" rebuilds the cart; an unpaid order
 * is cancelled with a reason that its page then shows.
 */

const OPERATOR = { username: 'e2e-search-operator', password: 'operator-pass-1' };

let h: Harness;
beforeAll(async () => {
  const dataDir = newDataDir();
  await runServerCli(dataDir, 'create-admin.ts', [OPERATOR.username, OPERATOR.password, 'admin']);
  // No dispatcher: orders stay where the test (or the operator) puts them.
  h = await startHarness({ DATA_DIR: dataDir, JOBS_POLL_MS: '0' });
  operator = operatorApi(h, OPERATOR);
}, 400_000);
afterAll(() => h?.stop());

const api = <T>(page: Page, path: string, body: Record<string, unknown> = {}) => userApi<T>(h, page, path, body);
const adminApi = <T>(path: string, body: Record<string, unknown>) => operator<T>(path, body);
let operator: ReturnType<typeof operatorApi>;

type Product = { pid: string; price: number; stock: number | null; specs: { required: boolean }[] };
type Merchant = { mid: string; deliveryFee: number; minOrder: number; categories: { products: Product[] }[] };

/** Logs the demo user in and switches the app to Thai. */
async function thaiDemo(page: Page) {
  await logIn(page, h.demo.account, h.demo.password);
  await page.waitForURL(/\/pages\/home\/home/);
  await page.evaluate(() => localStorage.setItem('wf.locale', JSON.stringify('th-TH')));
  await page.reload();
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe('th-TH');
}

/** A paid order of one plain dish of the 24-hour restaurant (open whenever this runs). */
async function paidOrder(page: Page) {
  const me = await api<{ address: Record<string, { id: string; isDefault: boolean }> }>(page, '/user/GetUserInfo');
  const address = Object.values(me.address).find((a) => a.isDefault) ?? Object.values(me.address)[0]!;
  const list = await api<{ list: { mid: string }[] }>(page, '/product/GetMerchantList', {
    mType: 1,
    name: 'Crisp',
    limt: 5,
  });
  const mid = list.list[0]!.mid;
  const m = await api<Merchant>(page, '/product/GetMerchantInfo', { mid, isGetProduct: 1 });
  const dish = m.categories.flatMap((c) => c.products).find((p) => p.stock !== 0 && p.specs.every((s) => !s.required))!;
  const quantity = Math.max(1, Math.ceil(m.minOrder / dish.price));
  const order = await api<{ oid: string }>(page, '/order/CreateOrder', {
    pType: 1,
    mid,
    addressId: address.id,
    amount: dish.price * quantity + m.deliveryFee,
    products: [{ pid: dish.pid, quantity }],
  });
  return { oid: order.oid, mid, address: address.id };
}

describe('food search, order again and cancel with a reason (issue 20)', () => {
  it('a Thai user finds rice dishes by "ข้าว" from home, opens an open restaurant and orders', {
    timeout: 300_000,
  }, async () => {
    await withPage(h, 'food-search-thai', async (page) => {
      await thaiDemo(page);
      await page.getByTestId('home-search').click();
      await page.waitForURL(/\/pages\/takeout\/takeout\?focus=1/);
      const box = page.locator('.adm-search-bar input');
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      await box.fill('ข้าว');

      const results = page.getByTestId('search-results');
      await results.waitFor();
      const dishes = page.getByTestId('search-dish');
      await dishes.first().waitFor();
      // Thai names, each with its restaurant; open restaurants first.
      const names = (await page.getByTestId('search-dish-name').allTextContents()).map((n) => n.trim());
      expect(names.length).toBeGreaterThan(3);
      expect(names.every((n) => n.includes('ข้าว'))).toBe(true);
      const merchants = await page.getByTestId('search-dish-merchant').allTextContents();
      expect(merchants.every((n) => n.trim().length > 0)).toBe(true);
      const open = await dishes.evaluateAll((els) => els.map((e) => e.getAttribute('data-open') === 'true'));
      expect(open[0]).toBe(true);
      expect(open).toEqual([...open].sort((a, b) => Number(b) - Number(a)));
      expect(await results.getByTestId('takeout-merchant').count()).toBeGreaterThan(0);
      await h.shot(page, 'food-search-thai');
      await expectAccessible(page);

      // The first dish: its restaurant's menu opens searched for it.
      const dishName = names[0]!;
      await dishes.first().click();
      await page.waitForURL(/\/pages\/merchant\/merchant\?mid=\d+&q=/);
      await page.getByTestId('merchant-hero').waitFor();
      const menuDish = page.getByTestId('dish').filter({ hasText: dishName }).first();
      await menuDish.waitFor();
      expect(await page.getByTestId('dish').count()).toBeLessThan(5);
      await h.shot(page, 'food-search-menu-thai');

      // Into the cart until the minimum order is met, then checkout and pay.
      const checkout = page.getByTestId('cart-checkout').first();
      for (let i = 0; i < 12; i++) {
        if (i > 0 && (await checkout.isEnabled())) break;
        if ((await menuDish.getByTestId('dish-options').count()) > 0) {
          await menuDish.getByTestId('dish-options').click();
          await page.getByTestId('spec-add').click();
          await page.getByTestId('spec-popup').waitFor({ state: 'hidden' });
        } else {
          await menuDish.getByTestId('dish-stepper').getByRole('button').last().click();
        }
        await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe(String(i + 1));
      }
      await checkout.click();
      await page.waitForURL(/\/pages\/confirm_takeout_order\/confirm_takeout_order\?mid=/);
      await page.getByTestId('checkout-eta').waitFor();
      expect(await page.getByTestId('checkout-lines').textContent()).toContain(dishName);
      await page.getByTestId('checkout-pay').click();
      await page.waitForURL(/\/pages\/takeout_order_detail\/takeout_order_detail\?oid=\d+/);
      const oid = new URL(page.url()).searchParams.get('oid') ?? '';
      const order = await api<{ payStatus: number; items: { name: string }[] }>(page, '/order/GetOrderInfo', { oid });
      expect(order.payStatus).toBe(1);
      expect(order.items.map((i) => i.name)).toContain(dishName);
    });
  });

  it('"Order again" on a completed order rebuilds the cart at the restaurant', { timeout: 240_000 }, async () => {
    await withPage(h, 'food-search-reorder', async (page) => {
      await thaiDemo(page);
      // Start from an empty cart there, so what shows is what Order again put in.
      await page.evaluate(() => localStorage.removeItem('wf.food_cart'));
      const { oid, mid } = await paidOrder(page);
      await api(page, '/order/PayOrder', { oid });
      await adminApi('/OrderAdvance', { oid, status: 5 });
      const ordered = await api<{ itemCount: number; canReorder: boolean }>(page, '/order/GetOrderInfo', { oid });
      expect(ordered.canReorder).toBe(true);

      await page.goto(`/pages/takeout_order_detail/takeout_order_detail?oid=${oid}`);
      const again = page.getByTestId('detail-reorder');
      await again.waitFor();
      await h.shot(page, 'food-reorder-completed-thai');
      await again.click();
      await page.waitForURL(new RegExp(`/pages/merchant/merchant\\?mid=${mid}`));
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe(String(ordered.itemCount));
      await h.shot(page, 'food-reorder-cart-thai');
    });
  });

  it('an unpaid order is cancelled with a reason, shown on its page', { timeout: 240_000 }, async () => {
    await withPage(h, 'food-search-cancel', async (page) => {
      await thaiDemo(page);
      const { oid } = await paidOrder(page);
      await page.goto(`/pages/takeout_order_detail/takeout_order_detail?oid=${oid}`);
      await page.getByTestId('detail-cancel').click();
      const sheet = page.getByTestId('cancel-order-sheet');
      await sheet.waitFor();
      const send = page.getByTestId('cancel-order-send');
      expect(await send.isDisabled()).toBe(true);
      await sheet.locator('[data-reason="wrong_address"]').click();
      await page.getByTestId('cancel-order-words').locator('textarea').fill('ส่งไปที่ทำงาน');
      await h.shot(page, 'food-cancel-sheet-thai');
      await expectAccessible(page);
      await send.click();
      await expect.poll(() => page.getByTestId('status-header').getAttribute('data-status')).toBe('cancelled');
      expect(await page.getByTestId('cancel-reason').textContent()).toBe('เหตุผล: ที่อยู่จัดส่งไม่ถูกต้อง: ส่งไปที่ทำงาน');
      expect(await page.getByTestId('detail-pay').count()).toBe(0);
      await h.shot(page, 'food-cancelled-thai');
    });
  });
});
