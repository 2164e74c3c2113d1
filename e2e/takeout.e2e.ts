import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApi } from './api';
import { dragMap, expectAccessible, type Harness, logIn, startHarness, withPage } from './harness';

/**
 * The food journey of issue 6 in real Chromium against the real server: the demo user (whose default
 * saved address is in Bangkok) opens takeout, picks the delivery point on the map, sorts by distance,
 * tries the price filter's two validation messages and applies a range, opens a 24-hour restaurant, adds
 * a dish with options through the spec popup (the cart survives a reload), checks out and pays from the
 * wallet, lands on the order page, the order is paid and the balance lower by exactly the total, and the
 * page follows the delivery to completed.
 */

let h: Harness;
beforeAll(async () => {
  // Delivery stages of 2 s, so the paid order is seen through to completed.
  h = await startHarness({ DISPATCH_STEP_SECONDS: '2', JOBS_POLL_MS: '300' });
});
afterAll(() => h?.stop());

/** Calls the API as the user logged in on `page` (the session token is in its local storage). */
const api = <T>(page: Page, path: string, body: Record<string, unknown> = {}) => userApi<T>(h, page, path, body);

/** "฿1,234.50" → 1234.5 */
const baht = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

const distances = async (page: Page) =>
  (await page.getByTestId('merchant-distance').allTextContents()).map((t) =>
    t.includes('km') ? Number(t.replace(/[^\d.]/g, '')) * 1000 : Number(t.replace(/[^\d.]/g, '')),
  );

describe('food delivery', () => {
  it('filters, orders a dish with options and pays it from the wallet', { timeout: 240_000 }, async () => {
    await withPage(h, 'takeout-journey', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      const before = await api<{ wallet: { balance: number } }>(page, '/user/GetUserInfo');

      // Home's food entry opens takeout, delivering to the default saved address.
      await page.getByRole('button', { name: 'Food', exact: true }).click();
      await page.waitForURL(/\/pages\/takeout\/takeout/);
      await expect.poll(() => page.getByTestId('delivery-header').textContent()).toContain('Sukhumvit Soi 24');
      await page.getByTestId('takeout-merchant').first().waitFor();
      await h.shot(page, 'takeout-list-en');
      await expectAccessible(page);

      // The delivery point is picked on the map: the header opens the address picker, its map entry the
      // location chooser; the pin moves a few metres and the saved address beside it is reused.
      await page.getByTestId('delivery-header').click();
      await page.waitForURL(/\/pages\/user_address\/user_address\?select=1/);
      await page.getByTestId('choose-on-map').click();
      await page.waitForURL(/\/pages\/choose_location\/choose_location/);
      await page.getByTestId('location-map').waitFor();
      await dragMap(page, 24, -16);
      await expect.poll(() => page.getByTestId('pin-address').textContent()).toMatch(/Sukhumvit Soi 24.*from the pin/);
      await page.getByTestId('confirm-location').click();
      await page.waitForURL(/\/pages\/takeout\/takeout/);
      await expect.poll(() => page.getByTestId('delivery-header').textContent()).toContain('Sukhumvit Soi 24');
      await page.getByTestId('takeout-merchant').first().waitFor();

      // Nearest first: distances never go down; out-of-range restaurants are marked.
      await page.locator('[data-sort="distance"]').click();
      await page.waitForURL(/sort=distance/);
      await expect
        .poll(async () => {
          const d = await distances(page);
          return d.length > 3 && d.every((v, i) => i === 0 || v >= (d[i - 1] ?? 0));
        })
        .toBe(true);
      expect(await page.getByTestId('out-of-range').count()).toBeGreaterThan(0);

      // The price filter says what is wrong before anything is sent, then applies a range.
      await page.getByTestId('price-filter').click();
      await page.getByTestId('price-min').fill('300');
      await page.getByTestId('price-max').fill('100');
      await page.getByTestId('price-apply').click();
      await page.getByText('Maximum price must be greater than minimum price').waitFor();
      await page.getByTestId('price-min').fill('abc');
      await page.getByTestId('price-max').fill('');
      await page.getByTestId('price-apply').click();
      await page.getByText('Please enter a valid number').waitFor();
      await h.shot(page, 'takeout-price-invalid-en');
      await page.getByTestId('price-min').fill('50');
      await page.getByTestId('price-max').fill('150');
      await page.getByTestId('price-apply').click();
      await page.waitForURL(/pmin=5000&pmax=15000/);
      // The range is typed in baht and sent as satang, unconverted; baht restaurants fall inside it (the
      // server compares restaurants pricing in another currency at the indicative rate).
      await expect
        .poll(async () => {
          const texts = await page.getByTestId('takeout-merchant').allTextContents();
          const prices = texts.flatMap((t) => {
            const m = /฿[\d,.]+ per person/.exec(t);
            return m ? [baht(m[0])] : [];
          });
          return prices.length > 0 && prices.every((p) => p >= 50 && p <= 150);
        })
        .toBe(true);
      expect(await page.getByTestId('price-filter').textContent()).toContain('฿50.00 – ฿150.00');

      // A 24-hour restaurant found by name, within the range and in delivery range.
      await page.getByPlaceholder('Search restaurants or dishes').fill('Crisp');
      const crisp = page.getByTestId('takeout-merchant').filter({ hasText: 'Crisp & Co. Chicken 24' });
      await crisp.waitFor();
      expect(await crisp.getByTestId('out-of-range').count()).toBe(0);
      await crisp.click();
      await page.waitForURL(/\/pages\/merchant\/merchant\?mid=\d+/);
      const mid = new URL(page.url()).searchParams.get('mid') ?? '';
      await page.getByTestId('merchant-hero').waitFor();
      expect(await page.getByTestId('merchant-state').textContent()).toBe('Open');
      expect(await page.getByTestId('range-notice').count()).toBe(0);

      // The bucket with "Hot and spicy" and coleslaw: the popup adds the option's price.
      const bucket = page.getByTestId('dish').filter({ hasText: 'Fried Chicken Bucket (6 pcs)' });
      await bucket.getByTestId('dish-options').click();
      const popup = page.getByTestId('spec-popup');
      await popup.waitFor();
      const add = page.getByTestId('spec-add');
      const base = baht(await add.textContent());
      await popup.getByText('Hot and spicy').click();
      await popup.getByText('Coleslaw').click();
      await expect.poll(async () => baht(await add.textContent())).toBeGreaterThan(base);
      const withOptions = baht(await add.textContent());
      await h.shot(page, 'takeout-spec-popup-en');
      await expectAccessible(page);
      await add.click();
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
      expect(baht(await page.getByTestId('cart-bar').locator('.wf-sr-only').first().textContent())).toBe(withOptions);

      // The cart is kept across a reload, with its options.
      await page.reload();
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
      await page.getByTestId('cart-bar').getByRole('button').first().click();
      const line = page.getByTestId('cart-line');
      await line.waitFor();
      expect(await line.textContent()).toContain('Hot and spicy · Coleslaw');
      await h.shot(page, 'takeout-cart-en');
      await expectAccessible(page);
      await page.getByTestId('cart-checkout').last().click();

      // Checkout: the saved address, the fee and the total; pay from the wallet.
      await page.waitForURL(/\/pages\/confirm_takeout_order\/confirm_takeout_order\?mid=/);
      await page.getByTestId('checkout-address').waitFor();
      expect(await page.getByTestId('checkout-address').textContent()).toContain('Sukhumvit Soi 24');
      await page.getByTestId('checkout-eta').waitFor();
      expect(await page.getByTestId('checkout-lines').textContent()).toContain('Hot and spicy · Coleslaw');
      const total = baht(await page.getByTestId('checkout-total').locator('.wf-sr-only').textContent());
      expect(total).toBe(withOptions);
      await h.shot(page, 'takeout-checkout-en');
      await expectAccessible(page);
      await page.getByTestId('checkout-pay').click();

      // The order page replaces checkout: back does not return to it.
      await page.waitForURL(/\/pages\/takeout_order_detail\/takeout_order_detail\?oid=\d+/);
      const oid = new URL(page.url()).searchParams.get('oid') ?? '';
      const order = await api<{ payStatus: number; status: number; amount: number; unit: string; mid: string }>(
        page,
        '/order/GetOrderInfo',
        { oid },
      );
      expect(order.payStatus).toBe(1);
      expect(order.status).toBeGreaterThanOrEqual(1);
      expect(order.mid).toBe(mid);
      const after = await api<{ wallet: { balance: number } }>(page, '/user/GetUserInfo');
      expect(before.wallet.balance - after.wallet.balance).toBe(order.amount);
      // What the user saw as the total is exactly what was charged, in baht: nothing converted.
      expect(order.unit).toBe('THB');
      expect(order.amount).toBe(Math.round(total * 100));
      // A Bangkok restaurant prices in round baht.
      expect(Number.isInteger(total)).toBe(true);
      expect(await page.getByTestId('order-total').locator('.wf-sr-only').textContent()).toBe(
        `฿${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );
      await h.shot(page, 'takeout-order-paid-en');
      await expectAccessible(page);

      // The rider stages run on the server; the page follows them to completed without a reload.
      await expect
        .poll(() => page.getByTestId('status-header').getAttribute('data-status'), { timeout: 60_000 })
        .toBe('completed');

      // The merchant's cart is empty after paying.
      await page.goto(`/pages/merchant/merchant?mid=${mid}`);
      await page.getByTestId('merchant-hero').waitFor();
      expect(await page.getByTestId('cart-count').count()).toBe(0);
    });
  });

  it('keeps the cart under its maximum and leaves an order unpaid when the balance is short', {
    timeout: 240_000,
  }, async () => {
    await withPage(h, 'takeout-short', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      const before = await api<{ wallet: { balance: number } }>(page, '/user/GetUserInfo');
      await page.goto('/pages/takeout/takeout?name=Crisp');
      await page.getByTestId('takeout-merchant').first().click();
      await page.getByTestId('merchant-hero').waitFor();

      // 70 buckets cost more than the wallet holds; 30 more would pass the cart's maximum of 99 items.
      const bucket = page.getByTestId('dish').filter({ hasText: 'Fried Chicken Bucket (6 pcs)' });
      const addBuckets = async (n: number) => {
        await bucket.getByTestId('dish-options').click();
        await page.getByTestId('spec-popup').waitFor();
        const plus = page.getByTestId('spec-quantity').getByRole('button').last();
        for (let i = 1; i < n; i += 1) await plus.click();
        await page.getByTestId('spec-add').click();
      };
      await addBuckets(70);
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('70');
      await addBuckets(30);
      await page.getByText('You can have a maximum of 99 items in your cart').waitFor();
      await page.getByRole('button', { name: 'Close' }).click();
      expect(await page.getByTestId('cart-count').textContent()).toBe('70');

      await page.getByTestId('cart-checkout').click();
      await page.waitForURL(/\/pages\/confirm_takeout_order\/confirm_takeout_order/);
      await page.getByTestId('checkout-eta').waitFor();
      await page.getByText('Not enough balance').first().waitFor();
      await page.getByTestId('checkout-pay').click();
      // The order is kept unpaid: the sheet offers a top-up or the order (no other currency is held).
      await page.getByTestId('pay-shortfall').waitFor();
      await page.getByText('It stays saved until you pay.', { exact: false }).waitFor();
      expect(await page.locator('[data-testid^="pay-with-"]').count()).toBe(0);
      await page.waitForTimeout(1600); // the toast from the menu fades, the sheet settles
      await h.shot(page, 'takeout-insufficient-en');
      await page.getByTestId('shortfall-view').click();
      await page.waitForURL(/\/pages\/takeout_order_detail\/takeout_order_detail\?oid=\d+/);
      const oid = new URL(page.url()).searchParams.get('oid') ?? '';
      const order = await api<{ payStatus: number; status: number; canPay: boolean }>(page, '/order/GetOrderInfo', {
        oid,
      });
      expect(order).toMatchObject({ payStatus: 0, status: 0, canPay: true });
      const after = await api<{ wallet: { balance: number } }>(page, '/user/GetUserInfo');
      expect(after.wallet.balance).toBe(before.wallet.balance);
    });
  });

  it('shows the food screens in Chinese', { timeout: 120_000 }, async () => {
    await withPage(h, 'takeout-zh', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      await page.addInitScript(() => localStorage.setItem('wf.locale', JSON.stringify('zh-Hans')));
      await page.goto('/pages/category/category');
      await page.getByText('今天想吃点什么？').waitFor();
      await h.shot(page, 'takeout-category-zh');
      await page.locator('[data-category="fastfood"]').click();
      await page.waitForURL(/category=fastfood/);
      await page.getByTestId('takeout-merchant').first().waitFor();
      await page.getByText('综合推荐').waitFor();
      await h.shot(page, 'takeout-list-zh');
      await page.getByTestId('takeout-merchant').filter({ hasText: 'Crisp' }).click();
      await page.getByTestId('merchant-hero').waitFor();
      await page.getByText('营业中').waitFor();
      await h.shot(page, 'takeout-merchant-zh');
    });
  });
});
