import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allDayShop, cartOf, tokenApi } from './api';
import { type Harness, logIn, startHarness, withPage } from './harness';

/**
 * The orders journey of issue 6 in real Chromium against the real server, with short delivery stages:
 * two orders made for the demo user through the API (one paid), the order list's tabs, a paid order
 * advancing live to completed on its detail page, the other paid and refunded from its page, the Refund
 * tab, and the wallet's records (buy goods 12, goods refund 13) and balance.
 */

const STEP_SECONDS = 6;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ DISPATCH_STEP_SECONDS: String(STEP_SECONDS), JOBS_POLL_MS: '300' });
});
afterAll(() => h?.stop());

const api = <T>(token: string, path: string, body: Record<string, unknown> = {}) => tokenApi<T>(h, token, path, body);

/** Satang as the screens write baht: the order's own currency, nothing converted. */
const money = (minor: number) =>
  `฿${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Before a screenshot: dialogs and toasts gone, the images in view loaded. */
async function settle(page: Page) {
  await page
    .locator('.adm-dialog, .adm-toast-mask')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-state="loading"]')].every((el) => {
          const r = el.getBoundingClientRect();
          return r.bottom < 0 || r.top > innerHeight;
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  await page.waitForTimeout(300);
}

const headerStatus = (page: Page) => page.getByTestId('status-header').getAttribute('data-status');
const card = (page: Page, oid: string) => page.locator(`[data-testid="order-card"][data-oid="${oid}"]`);

describe('orders', () => {
  it('lists, tracks live to completed, pays and refunds, and the wallet shows both', { timeout: 240_000 }, async () => {
    await withPage(h, 'orders-journey', async (page) => {
      // Log in in the browser first: a new login ends older sessions, so the API uses this one's token.
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      const token = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('wf.login_user_info') ?? '{}') as { token: string }).token,
      );
      type Wallet = { balance: number; unit: string };
      const before = (await api<{ wallet: Wallet }>(token, '/user/GetUserInfo', {})).wallet;
      expect(before.unit).toBe('THB');

      // A 24-hour restaurant of the demo world, an address next to it, and a cart priced like the menu.
      const { mid, merchant, addressId } = await allDayShop(h, token);
      expect(merchant.open).toBe(true);
      const addressAt = (label: string, latitude: number, longitude: number, street: string) =>
        api<{ id: string }>(token, '/user/CreateAddress', {
          name: 'Demo User',
          phone: '+66812345678',
          address: street,
          label,
          latitude,
          longitude,
          detailed: '',
        });
      // Two more saved addresses: one across the city (in range), one in Chiang Mai (out of range).
      await addressAt('Home', merchant.latitude - 0.01, merchant.longitude + 0.01, '5 Sathorn Rd');
      await addressAt('', 18.7883, 98.9853, '1 Nimman Rd, Chiang Mai');
      const { lines, amount } = cartOf(merchant, { minLines: 2 });
      const order = (remark: string) =>
        api<{ oid: string; status: number }>(token, '/order/CreateOrder', {
          mid,
          pType: 1,
          addressId,
          amount,
          products: lines,
          remark,
        });
      const tracked = await order('Ring the bell');
      await api(token, '/order/PayOrder', { oid: tracked.oid });
      const refunded = await order('');
      expect(refunded.status).toBe(0);

      // Pending Payment holds the unpaid order with its countdown and Pay; To Receive/Use the paid one.
      await page.goto('/pages/order_list/order_list');
      const unpaidCard = card(page, refunded.oid);
      await unpaidCard.waitFor();
      expect(await unpaidCard.getAttribute('data-status')).toBe('unpaid');
      expect(await unpaidCard.textContent()).toContain(money(amount));
      await unpaidCard.getByTestId('pay-countdown').waitFor();
      expect(await unpaidCard.getByTestId('order-pay').count()).toBe(1);
      expect(await card(page, tracked.oid).count()).toBe(0);
      await settle(page);
      await h.shot(page, 'orders-list-pending-en');
      // All: every order, whichever stage the dispatcher has reached (To Receive/Use ends before Completed).
      await page.getByTestId('order-tab-3').click();
      const paidCard = card(page, tracked.oid);
      await paidCard.waitFor();
      expect(['in_progress', 'calling_rider', 'rider_to_merchant', 'delivering', 'completed']).toContain(
        await paidCard.getAttribute('data-status'),
      );
      await settle(page);
      await h.shot(page, 'orders-list-all-en');

      // Its detail page follows the dispatcher to Completed without a reload.
      await paidCard.getByTestId('order-view').click();
      await page.waitForURL(new RegExp(`takeout_order_detail\\?oid=${tracked.oid}$`));
      await page.getByTestId('status-header').waitFor();
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const seen = new Set<string>();
      let shotMidway = false;
      await expect
        .poll(
          async () => {
            const s = (await headerStatus(page)) ?? '';
            seen.add(s);
            if (!shotMidway && (s === 'rider_to_merchant' || s === 'delivering')) {
              shotMidway = true;
              await h.shot(page, 'order-detail-live-en');
            }
            return s;
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe('completed');
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      // It was seen on its way, not only at the end.
      expect([...seen].filter((s) => s !== 'completed').length).toBeGreaterThan(0);
      const steps = page.locator('[data-testid="order-timeline"] li');
      expect(await steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))).toEqual(
        Array(6).fill('done'),
      );
      expect(await page.getByTestId('detail-refund').count()).toBe(0);
      await settle(page);
      await h.shot(page, 'order-detail-completed-en');

      // Help with it: the support chat opens with this order's card, and support answers at once with
      // when to expect a reply.
      await page.getByTestId('order-help').click();
      await page.waitForURL(new RegExp(`/pages/chat/chat\\?support=1&oid=${tracked.oid}$`));
      const orderCard = page.getByTestId('chat-order-card').last();
      await orderCard.waitFor();
      await page.getByTestId('chat-notice').filter({ hasText: 'Support usually replies within 10 minutes' }).waitFor();
      expect(await page.getByTestId('chat-order-offer').count()).toBe(0);
      await settle(page);
      await h.shot(page, 'order-help-chat-en');

      // The other order: pay it from its page, then ask for the money back before it completes.
      await page.goto(`/pages/takeout_order_detail/takeout_order_detail?oid=${refunded.oid}`);
      await page.getByTestId('detail-pay').waitFor();
      expect(await page.getByTestId('detail-pay').textContent()).toBe(`Pay ${money(amount)}`);
      await settle(page);
      await h.shot(page, 'order-detail-unpaid-en');
      // Not dispatched yet: the address can change among the saved ones, within the delivery range.
      await page.getByTestId('change-address').click();
      const options = page.getByTestId('address-options');
      await options.waitFor();
      await options.getByRole('button', { name: /Chiang Mai/ }).click();
      await expect
        .poll(() => page.getByTestId('address-error').textContent())
        .toBe('Your address is outside the delivery range. Please choose a different one.');
      await settle(page);
      await h.shot(page, 'order-address-sheet-en');
      await options.getByRole('button', { name: /5 Sathorn Rd/ }).click();
      await page.getByText('Delivery address updated').waitFor();
      await expect.poll(() => page.getByTestId('order-address').textContent()).toContain('5 Sathorn Rd');
      await page.getByTestId('detail-pay').click();
      await page.getByText('Payment successful').waitFor();
      await page.getByTestId('detail-refund').waitFor();
      expect(await headerStatus(page)).not.toBe('unpaid');
      await page.getByTestId('detail-refund').click();
      await page.getByText('Request a refund?').waitFor();
      await page.locator('.adm-dialog').getByRole('button', { name: 'Refund', exact: true }).click();
      await expect.poll(() => headerStatus(page), { timeout: 15_000 }).toBe('refunded');
      expect(await page.getByTestId('status-header').textContent()).toContain(
        `${money(amount)} went back to your wallet.`,
      );
      await settle(page);
      await h.shot(page, 'order-detail-refunded-en');

      // The Refund tab lists it as refunded.
      await page.goto('/pages/order_list/order_list');
      await page.getByTestId('order-tab-2').click();
      await card(page, refunded.oid).waitFor();
      expect(await card(page, refunded.oid).getAttribute('data-status')).toBe('refunded');
      await settle(page);
      await h.shot(page, 'orders-list-refund-en');

      // The wallet: the tracked order's money is gone, the refunded one came back (types 12 and 13).
      const after = (await api<{ wallet: Wallet }>(token, '/user/GetUserInfo', {})).wallet;
      expect(after.balance).toBe(before.balance - amount);
      await page.goto('/pages/transaction_record/transaction_record');
      const records = page.getByTestId('transaction-item');
      await records.first().waitFor();
      // Newest first: the refund, then the two payments.
      const newest = await records.evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('data-type')));
      expect(newest).toEqual(['13', '12', '12']);
      expect(await records.nth(0).textContent()).toContain(`+${money(amount)}`);
      expect(await records.nth(1).textContent()).toContain(`-${money(amount)}`);
      await settle(page);
      await h.shot(page, 'orders-wallet-records-en');

      // The same screens in Simplified Chinese.
      await page.evaluate(() => localStorage.setItem('wf.locale', JSON.stringify('zh-Hans')));
      await page.goto('/pages/order_list/order_list');
      await card(page, refunded.oid).waitFor();
      expect(await page.getByTestId('order-tab-2').textContent()).toContain('退款');
      expect(await card(page, refunded.oid).getByTestId('order-status').textContent()).toBe('已退款');
      await settle(page);
      await h.shot(page, 'orders-list-refund-zh-Hans');
      await page.goto(`/pages/takeout_order_detail/takeout_order_detail?oid=${tracked.oid}`);
      await page.getByTestId('status-header').getByText('已完成').waitFor();
      await settle(page);
      await h.shot(page, 'order-detail-completed-zh-Hans');
      await page.goto(`/pages/takeout_order_detail/takeout_order_detail?oid=${refunded.oid}`);
      await page.getByTestId('status-header').getByText('已退款').waitFor();
      await settle(page);
      await h.shot(page, 'order-detail-refunded-zh-Hans');
    });
  });
});
