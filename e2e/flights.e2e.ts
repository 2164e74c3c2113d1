import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, logIn, startHarness, withPage } from './harness';

/**
 * The flight search journey of issue 14 in real Chromium against the real server: book_a_flight, Bangkok
 * to Chiang Mai picked by typing, a date from the calendar, the results, a day of the date strip, sort by
 * price, a flight's detail with its policy table, and Book landing on confirm_flight with the choice in
 * the address. Screenshots in English and Thai.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const daysAhead = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return d;
};

async function pickAirport(page: Page, which: 'from' | 'to', typed: string, code: string) {
  await page.getByTestId(which === 'from' ? 'pick-from' : 'pick-to').click();
  await page.getByTestId('airport-input').fill(typed);
  const option = page.locator(`[data-testid="airport-option"][data-code="${code}"]`);
  await option.waitFor();
  // Typing narrows the list to the matching airports.
  await expect.poll(() => page.getByTestId('airport-option').count()).toBe(1);
  await option.click();
  await expect.poll(() => page.getByTestId(which === 'from' ? 'pick-from' : 'pick-to').textContent()).toContain(code);
}

const prices = async (page: Page) =>
  await page.getByTestId('flight-price').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-amount'))));

describe('flight search', () => {
  it('searches Bangkok to Chiang Mai, changes day and sort, opens a flight and books it', {
    timeout: 180_000,
  }, async () => {
    await withPage(h, 'flights-journey', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);

      // The home Flights tile opens the search.
      await page.getByRole('button', { name: 'Flights', exact: true }).click();
      await page.waitForURL(/\/pages\/book_a_flight\/book_a_flight/);
      await pickAirport(page, 'from', 'Bangkok', 'BKK');
      await pickAirport(page, 'to', 'Chiang', 'CNX');

      // Swapping twice gives the same route back.
      await page.getByTestId('swap').click();
      await expect.poll(() => page.getByTestId('pick-from').textContent()).toContain('CNX');
      await page.getByTestId('swap').click();
      await expect.poll(() => page.getByTestId('pick-from').textContent()).toContain('BKK');

      // A date three days ahead from the calendar (the first enabled cell with that day number).
      const target = daysAhead(3);
      await page.getByTestId('pick-date').click();
      const cell = page
        .locator('.adm-calendar-picker-view-cell:not(.adm-calendar-picker-view-cell-disabled)')
        .filter({
          has: page.locator('.adm-calendar-picker-view-cell-date', { hasText: new RegExp(`^${target.getDate()}$`) }),
        })
        .first();
      await cell.click();
      await page.locator('.adm-calendar-picker-footer button').click();
      const dateText = target.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
      await expect.poll(() => page.getByTestId('pick-date').textContent()).toContain(dateText);
      await h.shot(page, 'flights-search-en');

      await page.getByTestId('search-flights').click();
      await page.waitForURL(new RegExp(`choose_a_flight\\?start=BKK&end=CNX&date=${ymd(target)}`));
      await page.getByTestId('flight-card').first().waitFor();
      // The strip's days come from their own call (lowest fare per day), which may answer after the flights.
      await expect.poll(() => page.getByTestId('date-strip-day').count()).toBe(7);
      await h.shot(page, 'flights-results-en');

      // A day of the strip searches again.
      const next = ymd(daysAhead(4));
      await page.locator(`[data-testid="date-strip-day"][data-date="${next}"]`).click();
      await page.waitForURL(new RegExp(`date=${next}`));
      await expect
        .poll(() => page.locator(`[data-testid="date-strip-day"][data-date="${next}"]`).getAttribute('aria-pressed'))
        .toBe('true');
      await page.getByTestId('flight-card').first().waitFor();

      // Cheapest first: prices never go down, and the sort stays in the address.
      await page.locator('[data-sort="price"]').click();
      await page.waitForURL(/sort=price/);
      await expect
        .poll(async () => {
          const p = await prices(page);
          return p.length > 1 && p.every((v, i) => i === 0 || v >= (p[i - 1] ?? 0));
        })
        .toBe(true);

      // An evening departure window from the filter sheet: kept in the address, every flight leaves after 18:00.
      await page.getByTestId('open-filters').click();
      await page.getByRole('radio', { name: /Evening/ }).click();
      await page.getByTestId('apply-filters').click();
      await page.waitForURL(/dep=evening/);
      expect(page.url()).toMatch(/sort=price/);
      await expect
        .poll(async () => {
          const times = await page.getByTestId('depart-time').allTextContents();
          return times.length > 0 && times.every((t) => t >= '18:00');
        })
        .toBe(true);
      await page.getByTestId('apply-filters').waitFor({ state: 'detached' });
      await h.shot(page, 'flights-filtered-en');

      // The detail shows times, cabins and the policy table of spec section 9.
      await page.locator('[data-testid="flight-card"]:not([data-sold-out])').first().click();
      await page.waitForURL(/\/pages\/flight_detail\/flight_detail\?_id=\d+/);
      const policy = page.getByTestId('policy-table');
      await policy.waitFor();
      const text = (await policy.textContent()) ?? '';
      expect(text).toContain('Economy 20 kg');
      expect(text).toContain('Business 30 kg');
      expect(text).toContain('First 40 kg');
      expect(text).toMatch(/1 piece up to 7 kg, 20×40×55 cm/);
      expect(text).toContain('1.5% of the ticket price per kg');
      expect(text).toMatch(/Fee of 20% more than 24 h before departure, 50% within 24 h/);
      await h.shot(page, 'flights-detail-en');

      await page.getByTestId('book-flight').click();
      await page.waitForURL(/\/pages\/confirm_flight\/confirm_flight\?ticketId=\d+&cabin=economy&passengers=1/);
    });
  });

  it('plans a round trip on a one-stop route, filters nonstop, and refuses a return before departure', {
    timeout: 180_000,
  }, async () => {
    await withPage(h, 'flights-round-trip', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      await page.goto('/pages/book_a_flight/book_a_flight');
      await page.getByTestId('trip-round').click();
      await pickAirport(page, 'from', 'Bangkok', 'BKK');
      await pickAirport(page, 'to', 'Taipei', 'TPE');
      await page.getByTestId('pick-return').waitFor();
      await h.shot(page, 'flights-round-trip-search-en');
      await page.getByTestId('search-flights').click();
      await page.waitForURL(/choose_a_flight\?start=BKK&end=TPE&date=[\d-]+&ret=[\d-]+/);
      const ret = new URL(page.url()).searchParams.get('ret') ?? '';
      await page.getByTestId('trip-leg').waitFor();
      // BKK → TPE is flown with a stop in Hong Kong.
      await page.getByTestId('flight-card').first().waitFor();
      expect(await page.getByTestId('flight-stops').first().textContent()).toBe('1 stop · Hong Kong');
      await h.shot(page, 'flights-round-trip-results-en');

      // Nonstop only: nothing on this route, and the empty state offers to clear the filter.
      await page.getByTestId('open-filters').click();
      await page.getByRole('radio', { name: 'Nonstop only' }).click();
      await page.getByTestId('apply-filters').click();
      await page.waitForURL(/stops=0/);
      await page.getByRole('button', { name: /Clear filters/ }).waitFor();
      await page.getByRole('button', { name: /Clear filters/ }).click();
      await page.getByTestId('flight-card').first().waitFor();

      // The choice carries the return date through detail and confirm.
      await page.locator('[data-testid="flight-card"]:not([data-sold-out])').first().click();
      await page.waitForURL(new RegExp(`flight_detail\\?_id=\\d+.*ret=${ret}`));
      await page.getByTestId('policy-table').waitFor();
      await page.getByTestId('book-flight').click();
      await page.waitForURL(new RegExp(`confirm_flight\\?ticketId=\\d+&cabin=economy&passengers=1&ret=${ret}`));

      // A return before the departure is refused with the catalogue's words.
      await page.goto(`/pages/choose_a_flight/choose_a_flight?start=BKK&end=TPE&date=${ret}&ret=${ymd(daysAhead(1))}`);
      await page.getByText('The return date must be on or after the departure date').waitFor();
    });
  });

  it('says which place is unknown, and shows the screens in Thai', { timeout: 120_000 }, async () => {
    await withPage(h, 'flights-unknown', async (page) => {
      const date = ymd(daysAhead(2));
      await page.goto(`/pages/choose_a_flight/choose_a_flight?start=Atlantis&end=CNX&date=${date}`);
      await page.getByText('We could not find an airport for "Atlantis"').waitFor();
    });
    await withPage(
      h,
      'flights-thai',
      async (page) => {
        const date = ymd(daysAhead(2));
        await page.goto(`/pages/choose_a_flight/choose_a_flight?start=BKK&end=CNX&date=${date}`);
        await page.getByTestId('flight-card').first().waitFor();
        await expect.poll(() => page.locator('h1').textContent()).toContain('กรุงเทพฯ');
        await h.shot(page, 'flights-results-th');
        await page.getByTestId('flight-card').first().click();
        await page.getByTestId('policy-table').waitFor();
        await expect.poll(() => page.getByTestId('policy-table').textContent()).toContain('สัมภาระ');
        await h.shot(page, 'flights-detail-th');
      },
      { locale: 'th-TH' },
    );
  });
});
