import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, type Harness, logIn, startHarness, withPage } from './harness';

/**
 * Issue 19 offline: once the app has loaded, its service worker (Workbox, precaching the build) has every
 * screen's code. With the network cut, screens never opened before still render (their offline states,
 * never the crash page); a call made offline shows the offline banner and leaves what the user typed and
 * the cart as they were; with the network back the same checkout goes through.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

/** The page's own title in the navigation bar. */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Nothing on screen from the route error page ("Something went wrong", "A new version is ready"). */
async function expectNoCrash(page: Page) {
  for (const text of ['This page ran into a problem', 'A new version is ready', 'Something went wrong'])
    expect(await page.getByText(text).count(), `${text} at ${page.url()}`).toBe(0);
}

describe('offline', () => {
  it('renders screens never opened while offline and pays once the network is back', { timeout: 240_000 }, async () => {
    await withPage(h, 'offline-journey', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      // The worker installed (its install step precaches the whole build) and controls the page.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 });
      const precached = await page.evaluate(async () => {
        const names = await caches.keys();
        let n = 0;
        for (const name of names) n += (await (await caches.open(name)).keys()).length;
        return n;
      });
      expect(precached).toBeGreaterThan(100);

      // A dish in the cart of a 24-hour restaurant (the checkout screen's code is not loaded yet).
      await page.goto('/pages/takeout/takeout?name=Crisp');
      await page.getByTestId('takeout-merchant').first().click();
      await page.getByTestId('merchant-hero').waitFor();
      const bucket = page.getByTestId('dish').filter({ hasText: 'Fried Chicken Bucket (6 pcs)' });
      await bucket.getByTestId('dish-options').click();
      await page.getByTestId('spec-popup').waitFor();
      await page.getByTestId('spec-add').click();
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
      const merchantUrl = page.url();

      // Network cut before "Checkout": the screen comes from the precache and says it is offline.
      await page.context().setOffline(true);
      await page.getByTestId('offline-banner').waitFor();
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL(/\/pages\/confirm_takeout_order\/confirm_takeout_order\?mid=/);
      await heading(page, 'Confirm order').waitFor();
      await page.getByTestId('offline-banner').getByText("You're offline").waitFor();
      // The cart came along: the screen lists it even though the server cannot be asked.
      await page.getByTestId('checkout-lines').getByText('Fried Chicken Bucket (6 pcs)').waitFor();
      await expectNoCrash(page);
      await h.shot(page, 'offline-checkout-en');
      await expectAccessible(page);

      // Other screens never opened, loaded from scratch while offline (the worker answers the page load).
      for (const [path, title] of [
        ['/pages/book_a_hotel/book_a_hotel', 'Book a hotel'],
        ['/pages/transaction_record/transaction_record', 'Transactions'],
        ['/pages/recharge_center/recharge_center', 'Top up'],
        ['/pages/user_address/user_address', 'My addresses'],
      ] as const) {
        await page.goto(path);
        await heading(page, title).waitFor();
        await page.getByTestId('offline-banner').waitFor();
        await expectNoCrash(page);
      }

      // Back online: checkout loads, the cart is intact.
      await page.context().setOffline(false);
      await page.goto(merchantUrl);
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL(/\/pages\/confirm_takeout_order\/confirm_takeout_order\?mid=/);
      await page.getByTestId('checkout-eta').waitFor();
      expect(await page.getByTestId('offline-banner').count()).toBe(0);
      const remark = page.locator('#wf-remark');
      await remark.fill('Ring twice, please');

      // Paying offline: the payment waits for the network (the button says so), the banner shows, nothing
      // typed or chosen is lost and the screen stays.
      await page.context().setOffline(true);
      await page.getByTestId('offline-banner').waitFor();
      await page.getByTestId('checkout-pay').click();
      await page.waitForTimeout(1500);
      expect(await page.getByTestId('offline-banner').count()).toBe(1);
      expect(await remark.inputValue()).toBe('Ring twice, please');
      expect(page.url()).toMatch(/confirm_takeout_order/);
      expect(await page.getByTestId('checkout-lines').textContent()).toContain('Fried Chicken Bucket');
      await h.shot(page, 'offline-pay-en');

      // Network back: the same payment goes through, once, and the order page follows.
      await page.context().setOffline(false);
      await page.waitForURL(/\/pages\/takeout_order_detail\/takeout_order_detail\?oid=\d+/);
      await page.getByTestId('order-total').waitFor();
      expect(await page.getByTestId('offline-banner').count()).toBe(0);
      const oid = new URL(page.url()).searchParams.get('oid');
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('wf.login_user_info') ?? '{}').token);
      const res = await fetch(`${h.url}/api/order/GetOrderInfo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ oid, token }),
      });
      const info = (await res.json()) as { data: { payStatus: number; remark?: string } };
      expect(info.data.payStatus).toBe(1);
    });
  });
});
