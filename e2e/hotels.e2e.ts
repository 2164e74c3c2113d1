import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenApi } from './api';
import { type Harness, logIn, startHarness, withPage } from './harness';

/**
 * The hotel journey of issue 15 in real Chromium against the real server: the home Hotels tile opens
 * book_a_hotel; Bangkok is picked by typing, a three-night stay ten days out from the range calendar
 * (the nights counted), the results sorted by price and filtered; a hotel's detail with its rooms priced
 * per night; Reserve a flexible rate; confirm_hotel checks the guest by the contract's rules, shows the
 * per-night breakdown and the cancellation timeline; book and pay from the baht wallet; the voucher with
 * its QR code; cancel after a quote (free cancellation: the whole total back), the refund equals the
 * quote and the wallet shows it. The same screens are shot in Simplified Chinese.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 300_000);
afterAll(() => h?.stop());

type Wallet = { balance: number; unit: string };
type Breakdown = {
  nights: { date: string; price: number }[];
  rooms: number;
  roomFee: number;
  serviceFee: number;
  total: number;
  unit: string;
};
type Order = {
  oid: string;
  status: number;
  amount: number;
  unit: string;
  refundAmount: number;
  hotel: { voucherCode: string; checkIn: string; checkOut: string; nights: number; breakdown: Breakdown; rate: string };
};

const api = <T>(token: string, path: string, body: Record<string, unknown> = {}) => tokenApi<T>(h, token, path, body);

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('wf.login_user_info') ?? '{}').token as string);

/** Satang as the English screens write baht. */
const money = (minor: number) =>
  `฿${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const daysAhead = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return d;
};

/** Before a screenshot: toasts gone and the page at rest. */
async function settle(page: Page) {
  await page
    .locator('.adm-toast-mask')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
  await page.waitForTimeout(400);
}

describe('hotels', () => {
  it('searches, opens a hotel, books a room, pays, shows the voucher and cancels at the quoted refund', {
    timeout: 300_000,
  }, async () => {
    await withPage(h, 'hotels-journey', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      const token = await tokenOf(page);
      const before = (await api<{ wallet: Wallet }>(token, '/user/GetUserInfo')).wallet;

      // The home Hotels tile opens the search.
      await page.getByRole('button', { name: 'Hotels', exact: true }).click();
      await page.waitForURL(/\/pages\/book_a_hotel\/book_a_hotel/);
      await page.getByTestId('pick-destination').click();
      await page.getByTestId('destination-input').fill('bang');
      const bangkok = page.locator('[data-testid="destination-option"][data-city="Bangkok"]');
      await bangkok.waitFor();
      await settle(page);
      await h.shot(page, 'hotels-destination-en');
      await bangkok.click();
      await expect.poll(() => page.getByTestId('pick-destination').textContent()).toContain('Bangkok');

      // Three nights from ten days ahead, picked on the range calendar; the title counts the nights.
      const checkIn = ymd(daysAhead(10));
      const checkOut = ymd(daysAhead(13));
      await page.getByTestId('pick-dates').click();
      await page.locator(`[data-date="${checkIn}"]`).click();
      await page.locator(`[data-date="${checkOut}"]`).click();
      await expect.poll(() => page.getByTestId('calendar-title').textContent()).toContain('3 nights');
      await settle(page);
      await h.shot(page, 'hotels-calendar-en');
      await page.locator('.adm-calendar-picker-footer button').click();
      await expect.poll(() => page.getByTestId('nights').textContent()).toBe('3 nights');

      // Two rooms for three guests, then back to one room for two.
      await page.getByTestId('pick-occupancy').click();
      await page.getByTestId('rooms-more').click();
      await expect.poll(() => page.getByTestId('guests-count').textContent()).toBe('2');
      await page.getByTestId('guests-more').click();
      await page.getByTestId('rooms-less').click();
      await page.getByTestId('guests-less').click();
      await page.getByTestId('occupancy-done').click();
      await expect.poll(() => page.getByTestId('pick-occupancy').textContent()).toContain('1 room · 2 guests');
      await settle(page);
      await h.shot(page, 'hotels-search-en');

      await page.getByTestId('search-hotels').click();
      await page.waitForURL(new RegExp(`book_a_hotel\\?city=Bangkok&in=${checkIn}&out=${checkOut}&guests=2`));
      await page.getByTestId('hotel-card').first().waitFor();
      expect(await page.getByTestId('hotel-count').textContent()).toMatch(/\d+ hotels? available/);
      await settle(page);
      await h.shot(page, 'hotels-results-en');

      // Lowest price first: the stay totals never go down, and the sort stays in the address.
      await page.locator('[data-sort="priceAsc"]').click();
      await page.waitForURL(/sort=priceAsc/);
      const totals = async () =>
        page
          .getByTestId('hotel-card')
          .evaluateAll((els) =>
            els.map((e) => Number(e.querySelector('[data-unit] .wf-sr-only')?.textContent?.replace(/\D/g, ''))),
          );
      await expect
        .poll(async () => {
          const list = await totals();
          return list.length > 0 && list.every((v, i) => i === 0 || v >= (list[i - 1] ?? 0));
        })
        .toBe(true);

      // Hotel class 4 and 5 from the filter sheet, kept in the address.
      await page.getByTestId('open-filters').click();
      await page.locator('[data-chip="star-5"]').click();
      await page.locator('[data-chip="star-4"]').click();
      await settle(page);
      await h.shot(page, 'hotels-filters-en');
      await page.getByTestId('apply-filters').click();
      await page.waitForURL(/stars=4%2C5|stars=4,5/);
      await page.getByTestId('apply-filters').waitFor({ state: 'detached' });
      await page.getByTestId('hotel-card').first().waitFor();

      // The hotel: gallery, amenities, map, rooms priced for the stay.
      await page.getByTestId('hotel-card').first().click();
      await page.waitForURL(new RegExp(`hotel_detail\\?mid=\\d+&in=${checkIn}&out=${checkOut}&guests=2`));
      await page.getByTestId('room-card').first().waitFor();
      await page.getByTestId('hotel-gallery').waitFor();
      await page.getByTestId('hotel-map').waitFor();
      expect(await page.getByTestId('stay-dates').textContent()).toContain('3 nights');
      await settle(page);
      await h.shot(page, 'hotels-detail-en');
      const rate = page.locator('[data-testid="room-rate"][data-rate="flexible"]').first();
      await rate.scrollIntoViewIfNeeded();
      expect(await rate.textContent()).toMatch(/Free cancellation until/);
      await settle(page);
      await h.shot(page, 'hotels-rooms-en');
      await rate.getByTestId('reserve').click();

      // confirm_hotel: per-night breakdown, service fee and total, cancellation timeline with amounts.
      await page.waitForURL(/\/pages\/confirm_hotel\/confirm_hotel\?mid=\d+&pid=\d+&rate=flexible/);
      await page.getByTestId('price-breakdown').waitFor();
      expect(await page.getByTestId('price-night').count()).toBe(3);
      const steps = page.getByTestId('cancel-step');
      expect(await steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual([
        'free',
        'fee',
        'non_refundable',
      ]);
      const totalText = (await page.getByTestId('price-total').textContent()) ?? '';
      await settle(page);
      await h.shot(page, 'hotels-confirm-en');

      // Nothing is sent until the guest passes the contract's rules.
      await page.getByTestId('book-hotel').click();
      await page.getByTestId('guest-0').getByText('Full name cannot be empty').waitFor();
      await page.locator('#wf-g0-name').fill('R2D2');
      await page.getByTestId('guest-0').getByText('Names can contain letters only').waitFor();
      await page.locator('#wf-g0-name').fill('Somchai Jaidee');
      await page.locator('#wf-g0-idNumber').fill('1-1037-00123-45-6');
      // Everyone staying is named: the second guest by passport, which needs its expiry date.
      await page.locator('#wf-g1-name').fill('Anna Müller');
      await page.getByTestId('g1-type-passport').click();
      await page.locator('#wf-g1-idNumber').fill('C01X00T47');
      await page.getByTestId('book-hotel').click();
      await page.getByTestId('guest-1').getByText('Enter the passport expiry date').waitFor();
      await page.locator('#wf-g1-idExpiry').fill('2031-05-01');
      await page.locator('#wf-hotel-contact').fill('+66 81 111 2222');
      await page.getByTestId('arrival-16:00').click();
      await settle(page);
      await h.shot(page, 'hotels-confirm-filled-en');

      // Book and pay from the baht wallet: the voucher with its confirmation number and QR code.
      await page.getByTestId('book-hotel').click();
      await page.waitForURL(/\/pages\/hotel_order_detail\/hotel_order_detail\?oid=/, { timeout: 30_000 });
      const oid = new URL(page.url()).searchParams.get('oid') ?? '';
      await page.locator('[data-testid="status-header"][data-status="confirmed"]').waitFor();
      const paid = await api<Order>(token, '/order/GetOrderInfo', { oid });
      expect(paid.hotel.checkIn).toBe(checkIn);
      expect(paid.hotel.checkOut).toBe(checkOut);
      expect(paid.hotel.nights).toBe(3);
      expect(money(paid.amount)).toBe(totalText);
      expect(paid.hotel.breakdown.roomFee + paid.hotel.breakdown.serviceFee).toBe(paid.amount);
      expect(await page.getByTestId('voucher-code').textContent()).toBe(paid.hotel.voucherCode);
      await page.getByTestId('voucher').locator('img[alt*="QR"]').waitFor();
      expect(await page.getByTestId('voucher-guest').count()).toBe(2);
      const afterPay = (await api<{ wallet: Wallet }>(token, '/user/GetUserInfo')).wallet;
      expect(afterPay.balance).toBe(before.balance - paid.amount);
      await settle(page);
      await h.shot(page, 'hotels-voucher-en');

      // Cancel: the quote is shown (free cancellation ten days out: everything back), then confirmed.
      await page.getByTestId('detail-cancel').click();
      await page.getByTestId('refund-amount').waitFor();
      const quoted = (await page.getByTestId('refund-amount').textContent()) ?? '';
      expect(quoted).toBe(money(paid.amount));
      await settle(page);
      await h.shot(page, 'hotels-cancel-quote-en');
      await page.getByTestId('refund-confirm').click();
      await page.locator('[data-testid="status-header"][data-status="cancelled"]').waitFor({ timeout: 15_000 });
      const cancelled = await api<Order>(token, '/order/GetOrderInfo', { oid });
      expect(cancelled.status).toBe(7);
      expect(money(cancelled.refundAmount)).toBe(quoted);
      expect(await page.getByTestId('order-refunded').textContent()).toBe(quoted);
      const afterCancel = (await api<{ wallet: Wallet }>(token, '/user/GetUserInfo')).wallet;
      expect(afterCancel.balance).toBe(afterPay.balance + cancelled.refundAmount);
      await settle(page);
      await h.shot(page, 'hotels-cancelled-en');

      // The wallet shows the refund (type 13) on top, for the quoted amount.
      await page.goto('/pages/transaction_record/transaction_record');
      const records = page.getByTestId('transaction-item');
      await records.first().waitFor();
      expect(await records.first().getAttribute('data-type')).toBe('13');
      expect(await records.first().textContent()).toContain(`+${quoted}`);

      // The same screens in Simplified Chinese.
      await page.evaluate(() => localStorage.setItem('wf.locale', JSON.stringify('zh-Hans')));
      await page.goto(`/pages/book_a_hotel/book_a_hotel?city=Bangkok&in=${checkIn}&out=${checkOut}&guests=2`);
      await page.getByTestId('hotel-card').first().waitFor();
      expect(await page.getByTestId('hotel-count').textContent()).toContain('家酒店可订');
      await settle(page);
      await h.shot(page, 'hotels-results-zh-Hans');
      await page.getByTestId('hotel-card').first().click();
      await page.getByTestId('room-card').first().waitFor();
      expect(await page.getByTestId('stay-dates').textContent()).toContain('3晚');
      await settle(page);
      await h.shot(page, 'hotels-detail-zh-Hans');
      await page.locator('[data-testid="room-rate"][data-rate="flexible"]').first().getByTestId('reserve').click();
      await page.getByTestId('price-breakdown').waitFor();
      await settle(page);
      await h.shot(page, 'hotels-confirm-zh-Hans');
      await page.goto(`/pages/hotel_order_detail/hotel_order_detail?oid=${oid}`);
      await page.getByTestId('status-header').getByText('预订已取消').waitFor();
      await settle(page);
      await h.shot(page, 'hotels-cancelled-zh-Hans');
    });
  });

  it('shows the search form and the destinations in Chinese on a Chinese phone', { timeout: 120_000 }, async () => {
    await withPage(
      h,
      'hotels-zh',
      async (page) => {
        await page.goto('/pages/book_a_hotel/book_a_hotel');
        await page.getByTestId('search-hotels').waitFor();
        expect(await page.getByTestId('search-hotels').textContent()).toContain('搜索酒店');
        await settle(page);
        await h.shot(page, 'hotels-search-zh-Hans');
        await page.getByTestId('pick-destination').click();
        await page.getByTestId('destination-option').first().waitFor();
        await settle(page);
        await h.shot(page, 'hotels-destination-zh-Hans');
      },
      { locale: 'zh-CN' },
    );
  });
});
