import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenApi } from './api';
import { type Harness, logIn, startHarness, withPage } from './harness';

/**
 * The flight journey of issue 14 in one session of real Chromium against the real server: the demo user
 * searches Bangkok → Chiang Mai for two, moves a day on the date strip, opens a seeded flight and books it
 * on confirm_flight, meets the contract's validation messages, fills
 * two passengers (one by passport, saved for next time), buys extra baggage priced live, books and pays
 * from the baht wallet, lands on the e-ticket with its booking reference and QR code, changes to another
 * flight of the route after a quote, refunds after a quote, and the order reads refunded. The same screens
 * are shot in Thai and Chinese, where the saved traveller fills a passenger.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

type Fare = { cabin: string; price: number; unit: string; seatsLeft: number; promo: boolean };
type Flight = { _id: string; flightNo: string; departAt: string; fares: Fare[] };
type Order = {
  oid: string;
  status: number;
  amount: number;
  refundAmount: number;
  flight: { ticketId: string; flightNo: string; bookingRef: string; changesMade: number; extraBaggageKg: number };
};

const api = <T>(token: string, path: string, body: Record<string, unknown> = {}) => tokenApi<T>(h, token, path, body);

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('wf.login_user_info') ?? '{}').token as string);

/** Satang as the English screens write baht. */
const money = (minor: number) =>
  `฿${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const economy = (f: Flight) => f.fares.find((x) => x.cabin === 'economy');

/**
 * A day (3 to 9 days out, so refunds are in the 20% window) with at least two Bangkok → Chiang Mai flights
 * selling non-promo economy with two seats: the first to book, another to change to.
 */
async function findFlights(token: string): Promise<{ book: Flight; date: string }> {
  for (let d = 3; d < 10; d++) {
    const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const res = await api<{ list: Flight[] }>(token, '/product/GetAirlineTickets', {
      start: 'BKK',
      end: 'CNX',
      time: date,
      cabin: 'economy',
      limt: 50,
    });
    const ok = res.list.filter((f) => {
      const fare = economy(f);
      return fare && !fare.promo && fare.seatsLeft >= 2;
    });
    if (ok.length >= 2) return { book: ok[0] as Flight, date };
  }
  throw new Error('no day with two bookable BKK → CNX flights');
}

/** Before a screenshot: toasts gone and the page at rest. */
async function settle(page: Page) {
  await page
    .locator('.adm-toast-mask')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
  await page.waitForTimeout(300);
}

describe('flight booking', () => {
  it('books two passengers, pays, shows the e-ticket, changes and refunds with quotes', {
    timeout: 240_000,
  }, async () => {
    await withPage(h, 'flight-booking-journey', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      const token = await tokenOf(page);
      const { book, date } = await findFlights(token);
      const fare = economy(book) as Fare;
      const before = await api<{ wallet: { balance: number } }>(token, '/user/GetUserInfo');

      // One session from the search: the Flights tile, the route and two passengers from a link of the
      // search, the day before on the results, the date strip to the day, the flight, its detail, Book.
      const dayBefore = new Date(Date.parse(date) - 86_400_000).toISOString().slice(0, 10);
      await page.getByRole('button', { name: 'Flights', exact: true }).click();
      await page.waitForURL(/\/pages\/book_a_flight\/book_a_flight/);
      const returnDate = new Date(Date.parse(date) + 3 * 86_400_000).toISOString().slice(0, 10);
      await page.goto(`/pages/book_a_flight/book_a_flight?start=BKK&end=CNX&date=${dayBefore}&ret=${returnDate}&pax=2`);
      await expect.poll(() => page.getByTestId('pick-to').textContent()).toContain('Chiang Mai');
      expect(await page.getByTestId('pick-pax').textContent()).toContain('2 passengers');
      await page.getByTestId('search-flights').click();
      await page.waitForURL(
        new RegExp(`choose_a_flight\\?start=BKK&end=CNX&date=${dayBefore}&pax=2&ret=${returnDate}`),
      );
      await page.locator(`[data-testid="date-strip-day"][data-date="${date}"]`).click();
      await page.waitForURL(new RegExp(`date=${date}`));
      const card = page.locator('[data-testid="flight-card"]', { hasText: book.flightNo });
      await card.waitFor();
      await card.click();
      await page.waitForURL(/\/pages\/flight_detail\/flight_detail\?_id=\d+/);
      await page.getByTestId('policy-table').waitFor();
      await page.getByTestId('book-flight').click();
      await page.waitForURL(
        new RegExp(
          `/pages/confirm_flight/confirm_flight\\?ticketId=${book._id}&cabin=economy&passengers=2&ret=${returnDate}`,
        ),
      );
      await page.getByTestId('flight-itinerary').first().waitFor();
      expect(await page.getByTestId('flight-itinerary').first().textContent()).toContain(book.flightNo);
      expect(await page.getByTestId('fare-policy').textContent()).toContain('20 kg per passenger');
      expect(await page.getByTestId('price-tickets').textContent()).toBe(money(fare.price * 2));
      await settle(page);
      await h.shot(page, 'flight-confirm-en');

      // Nothing is sent until every passenger passes the contract's rules, with its messages.
      await page.getByTestId('book-flight').click();
      await page.getByTestId('passenger-0').getByText('Full name cannot be empty').waitFor();
      await page.locator('#wf-p0-name').fill('R2D2');
      await page.getByTestId('passenger-0').getByText('Names can contain letters only').waitFor();
      await page.locator('#wf-p0-name').fill('Somchai Jaidee');
      await page.locator('#wf-p0-idNumber').fill('1-1037-00123-45-6');

      await page.locator('#wf-p1-name').fill('Anna Müller');
      await page.getByTestId('p1-type-passport').click();
      await page.locator('#wf-p1-idNumber').fill('12');
      await page.getByTestId('book-flight').click();
      await page
        .getByTestId('passenger-1')
        .getByText('This number does not look like a valid document number')
        .waitFor();
      await page.getByTestId('passenger-1').getByText('Enter the passport expiry date').waitFor();
      await page.locator('#wf-p1-idNumber').fill('C01X00T47');
      await page.locator('#wf-p1-idExpiry').fill('2031-05-01');
      await page.getByTestId('passenger-1').getByRole('switch').click();
      await page.locator('#wf-contact').fill('+66 81 111 2222');

      // Extra baggage is priced live at 1.5% of one ticket per kg, rounded down.
      await page.getByTestId('baggage-more').click();
      await page.getByTestId('baggage-more').click();
      const extras = Math.floor((fare.price * 150 * 10) / 10_000);
      const total = fare.price * 2 + extras;
      await expect.poll(() => page.getByTestId('price-extras').textContent()).toBe(money(extras));
      expect(await page.getByTestId('price-total').textContent()).toContain(money(total));
      await settle(page);
      await h.shot(page, 'flight-confirm-filled-en');

      // Book and pay from the baht wallet: the e-ticket with its booking reference and QR code.
      await page.getByTestId('book-flight').click();
      await page.waitForURL(/\/pages\/flight_order_detail\/flight_order_detail\?oid=/, { timeout: 30_000 });
      const oid = new URL(page.url()).searchParams.get('oid') ?? '';
      await page.locator('[data-testid="status-header"][data-status="ticketed"]').waitFor();
      const paid = await api<Order>(token, '/order/GetOrderInfo', { oid });
      expect(paid.amount).toBe(total);
      expect(paid.flight.extraBaggageKg).toBe(10);
      expect(paid.flight.bookingRef).toMatch(/^[A-Z0-9]{6}$/);
      expect(await page.getByTestId('booking-ref').textContent()).toBe(paid.flight.bookingRef);
      await page.getByTestId('e-ticket').locator('img[alt*="QR"]').waitFor();
      expect(await page.getByTestId('ticket-passenger').count()).toBe(2);
      const after = await api<{ wallet: { balance: number } }>(token, '/user/GetUserInfo');
      expect(after.wallet.balance).toBe(before.wallet.balance - total);
      const saved = await api<{ list: { name: string }[] }>(token, '/user/GetTravellers');
      expect(saved.list.map((t) => t.name)).toEqual(['Anna Müller']);
      await settle(page);
      await h.shot(page, 'flight-order-ticketed-en');

      // A round trip: the ticketed outbound offers the return on the chosen day, after it lands.
      await page.getByTestId('return-trip').waitFor();
      await page.getByTestId('find-return').click();
      await page.waitForURL(new RegExp(`choose_a_flight\\?start=CNX&end=BKK&date=${returnDate}&pax=2&after=`));
      await page.getByTestId('trip-leg').waitFor();
      await page.getByTestId('flight-card').first().waitFor();
      await settle(page);
      await h.shot(page, 'flight-return-results-en');
      await page.goBack();
      await page.locator('[data-testid="status-header"][data-status="ticketed"]').waitFor();

      // Change to another flight of the route: the quote is shown, then confirmed.
      await page.getByTestId('detail-change').click();
      const option = page.locator('[data-testid="change-option"]:not([disabled])').first();
      await option.waitFor();
      await settle(page);
      await h.shot(page, 'flight-change-list-en');
      await option.click();
      await page.getByTestId('change-quote').waitFor();
      const quoteTotal = await page.getByTestId('change-total').textContent();
      expect(quoteTotal).toMatch(/฿/);
      await settle(page);
      await h.shot(page, 'flight-change-quote-en');
      await page.getByTestId('change-confirm').click();
      await expect
        .poll(async () => (await api<Order>(token, '/order/GetOrderInfo', { oid })).flight.changesMade, {
          timeout: 15_000,
        })
        .toBe(1);
      const changed = await api<Order>(token, '/order/GetOrderInfo', { oid });
      expect(changed.flight.ticketId).not.toBe(book._id);
      expect(changed.flight.bookingRef).toBe(paid.flight.bookingRef);
      await expect
        .poll(() => page.getByTestId('e-ticket').textContent(), { timeout: 10_000 })
        .toContain(changed.flight.flightNo);

      // Refund: the quote (20% of the tickets more than 24 h out) is shown, then confirmed.
      await page.getByTestId('detail-refund').click();
      await page.getByTestId('refund-amount').waitFor();
      const refundText = await page.getByTestId('refund-amount').textContent();
      await settle(page);
      await h.shot(page, 'flight-refund-quote-en');
      await page.getByTestId('refund-confirm').click();
      await page.locator('[data-testid="status-header"][data-status="refunded"]').waitFor({ timeout: 15_000 });
      const refunded = await api<Order>(token, '/order/GetOrderInfo', { oid });
      expect(refunded.status).toBe(7);
      expect(refundText).toBe(money(refunded.refundAmount));
      expect(await page.getByTestId('order-refunded').textContent()).toBe(money(refunded.refundAmount));
      await settle(page);
      await h.shot(page, 'flight-order-refunded-en');

      // The order list opens it on the flight order page.
      await page.goto('/pages/order_list/order_list');
      await page.getByTestId('order-tab-2').click();
      await page.locator(`[data-testid="order-card"][data-oid="${oid}"] button`).first().click();
      await page.waitForURL(/\/pages\/flight_order_detail\/flight_order_detail\?oid=/);

      // Thai and Chinese: the saved traveller fills a passenger; the order reads refunded.
      for (const [locale, refundedWord] of [
        ['th-TH', 'คืนเงินแล้ว'],
        ['zh-Hans', '已退款'],
      ] as const) {
        await page.evaluate((l) => localStorage.setItem('wf.locale', JSON.stringify(l)), locale);
        await page.goto(`/pages/confirm_flight/confirm_flight?ticketId=${book._id}&cabin=economy&passengers=2`);
        await page.getByTestId('pick-traveller-0').click();
        await page.getByTestId('traveller-option').first().click();
        await expect.poll(() => page.locator('#wf-p0-name').inputValue()).toBe('Anna Müller');
        await settle(page);
        await h.shot(page, `flight-confirm-${locale}`);
        await page.goto(`/pages/flight_order_detail/flight_order_detail?oid=${oid}`);
        await page.getByTestId('status-header').getByText(refundedWord).waitFor();
        await settle(page);
        await h.shot(page, `flight-order-refunded-${locale}`);
      }
    });
  });
});
