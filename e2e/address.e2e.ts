import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragMap, type Harness, logIn, startHarness, withPage } from './harness';

/**
 * Addresses and location (issue 6) in real Chromium against the real server, with a local stand-in for
 * Google's Geocoding and Places APIs: pick a point on the map (search, move, my location), save it as an
 * address, edit it, make it the default, delete another, and choose one as the delivery point.
 * Map tiles cannot load here (no network): the map must work without them.
 */

const THONG_LO = { latitude: 13.737, longitude: 100.585 };
const DEVICE = { latitude: 13.744, longitude: 100.559 };

let google: http.Server;
let googleUrl: string;
const searches: string[] = [];

function startFakeGoogle(): Promise<void> {
  google = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/maps/api/geocode/json') {
      const [lat, lng] = (url.searchParams.get('latlng') ?? '0,0').split(',').map(Number);
      const zh = url.searchParams.get('language')?.startsWith('zh');
      const street = zh ? '曼谷通罗路' : 'Thong Lo Road, Bangkok';
      send({
        status: 'OK',
        results: [
          {
            formatted_address: `${Math.round(((lat ?? 0) * 1000) % 100)} ${street} (${(lng ?? 0).toFixed(3)})`,
            place_id: 'geo-1',
          },
        ],
      });
      return;
    }
    if (url.pathname === '/v1/places:searchText') {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const body = JSON.parse(raw) as { textQuery: string };
        searches.push(body.textQuery);
        // Longer than MAPS_TIMEOUT_MS: the server answers map_timeout.
        if (body.textQuery === 'slow') return void setTimeout(() => send({ places: [] }), 3000);
        send({
          places: [
            {
              id: 'p1',
              displayName: { text: 'Thong Lo Market' },
              formattedAddress: '55 Sukhumvit 55, Khlong Tan Nuea, Bangkok',
              rating: 4.4,
              location: THONG_LO,
            },
            {
              id: 'p2',
              displayName: { text: 'Thong Lo Station' },
              formattedAddress: 'Sukhumvit Road, Bangkok',
              rating: null,
              location: { latitude: 13.7245, longitude: 100.5785 },
            },
          ],
        });
      });
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => {
    google.listen(0, '127.0.0.1', () => {
      googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

let h: Harness;
beforeAll(async () => {
  await startFakeGoogle();
  h = await startHarness({
    GOOGLE_MAPS_API_KEY: 'e2e-key',
    GOOGLE_MAPS_API_BASE: googleUrl,
    GOOGLE_PLACES_API_BASE: googleUrl,
    MAPS_TIMEOUT_MS: '800',
  });
});
afterAll(async () => {
  await h?.stop();
  await new Promise((r) => google?.close(r));
});

const cards = (page: Page) => page.getByTestId('address-card');
const card = (page: Page, text: string) => cards(page).filter({ hasText: text });
const pinTitle = (page: Page) => page.getByTestId('pin-title');
const storedPoint = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('wf.delivery_point') ?? 'null')) as Promise<Record<
    string,
    unknown
  > | null>;

describe('addresses and location', () => {
  it('picks a point on the map, saves, edits, sets default, deletes, and chooses a delivery address', {
    timeout: 240_000,
  }, async () => {
    await withPage(h, 'address-journey', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);

      // The demo user's two saved addresses, the default first.
      await page.goto('/pages/user_address/user_address');
      await expect.poll(() => cards(page).count()).toBe(2);
      expect(await cards(page).first().textContent()).toContain('Default');
      expect(await cards(page).first().textContent()).toContain('12B, Sukhumvit Soi 24');
      await h.shot(page, 'address-list-en');

      // A new address: nothing is sent until the form is complete.
      await page.getByTestId('add-address').click();
      await page.waitForURL(/option_user_address/);
      await page.getByLabel('Contact name').fill('');
      await page.getByRole('button', { name: 'Save address' }).click();
      await page.getByText('Pick the location on the map so the rider can find you').waitFor();
      await page.getByText('Enter the name of the person receiving the order').waitFor();
      await page.getByLabel('Phone number').fill('+66 89 555 0101');
      await page.getByLabel('Building, floor, landmark').fill('Blue door next to the pharmacy');
      await h.shot(page, 'address-form-errors-en');

      // Pick on map: the map opens at the default address (reused within 1000 m).
      await page.getByTestId('pick-on-map').click();
      await page.waitForURL(/choose_location.*from=address/);
      await page.locator('.leaflet-container').waitFor();
      await expect.poll(() => pinTitle(page).textContent(), { timeout: 15_000 }).toContain('Sukhumvit Soi 24');
      await page.getByText('Your saved address, right at the pin').waitFor();
      // No tiles here: the map still shows and says so.
      await page.getByTestId('tiles-failed').waitFor();
      const mapBox = await page.getByTestId('location-map').boundingBox();
      expect(mapBox?.height).toBeGreaterThan(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await h.shot(page, 'choose-location-en');

      // A search that the provider does not answer in time says so.
      await page.getByTestId('place-search').fill('slow');
      await page.getByTestId('place-search').press('Enter');
      await page.getByText('The request timed out, possibly no VPN').waitFor({ timeout: 10_000 });
      await h.shot(page, 'choose-location-timeout-en');

      // A search that finds places: name, address, rating; tapping one moves the map there.
      await page.getByTestId('place-search').fill('Thong Lo');
      await page.getByTestId('place-search').press('Enter');
      await expect.poll(() => page.getByTestId('place-item').count()).toBe(2);
      const first = page.getByTestId('place-item').first();
      expect(await first.textContent()).toContain('Thong Lo Market');
      expect(await first.textContent()).toContain('55 Sukhumvit 55');
      expect(await first.textContent()).toContain('4.4');
      await h.shot(page, 'choose-location-search-en');
      await first.click();
      await expect.poll(() => pinTitle(page).textContent()).toContain('55 Sukhumvit 55');

      // Moving the map renames the pin from the provider (no saved address within 1000 m there).
      await dragMap(page, -120, 60);
      await expect.poll(() => pinTitle(page).textContent(), { timeout: 15_000 }).toMatch(/Thong Lo Road, Bangkok/);
      const picked = (await pinTitle(page).textContent()) ?? '';
      await h.shot(page, 'choose-location-moved-en');
      await page.getByTestId('confirm-location').click();

      // Back in the form: the point and its address came back, and what was typed is still there.
      await page.waitForURL(/option_user_address/);
      await page.getByText('Pin set on the map').waitFor();
      expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe(picked);
      expect(await page.getByLabel('Phone number').inputValue()).toBe('+66 89 555 0101');
      expect(await page.getByLabel('Building, floor, landmark').inputValue()).toBe('Blue door next to the pharmacy');
      await page.getByLabel('Contact name').fill('Nok Demo');
      await page.getByLabel('House or unit number').fill('7/3');
      await page.getByRole('radio', { name: 'Work' }).click();
      await h.shot(page, 'address-form-en');
      await page.getByRole('button', { name: 'Save address' }).click();

      // Saved: back in the list with its tag and distance from where food goes now.
      await page.waitForURL(/\/pages\/user_address\/user_address$/);
      await expect.poll(() => cards(page).count()).toBe(3);
      const mine = card(page, 'Nok Demo');
      expect(await mine.textContent()).toContain(`7/3, ${picked}`);
      expect(await mine.textContent()).toContain('Work');
      expect(await mine.textContent()).not.toContain('Default');

      // Edit it.
      await mine.getByRole('button', { name: /^Edit/ }).click();
      await page.waitForURL(/option_user_address\?id=/);
      expect(await page.getByLabel('Contact name').inputValue()).toBe('Nok Demo');
      await page.getByLabel('Contact name').fill('Nok Edited');
      await page.getByRole('button', { name: 'Save address' }).click();
      await page.waitForURL(/\/pages\/user_address\/user_address$/);
      await card(page, 'Nok Edited').waitFor();
      expect(await card(page, 'Nok Demo').count()).toBe(0);

      // Make it the default: the badge moves to it.
      await card(page, 'Nok Edited').getByTestId('set-default').click();
      await expect.poll(() => card(page, 'Nok Edited').getByTestId('default-badge').count()).toBe(1);
      expect(await page.getByTestId('default-badge').count()).toBe(1);
      expect(await cards(page).first().textContent()).toContain('Nok Edited');

      // Delete another one, after confirming.
      await card(page, 'Silom Road').getByTestId('delete-address').click();
      await page.getByText('Delete this address?').waitFor();
      await page.locator('.adm-dialog-footer').getByText('Delete', { exact: true }).click();
      await expect.poll(() => cards(page).count()).toBe(2);
      expect(await card(page, 'Silom Road').count()).toBe(0);
      await h.shot(page, 'address-list-after-en');

      // Picker mode: choosing an address makes it the delivery point and leaves.
      await page.goto('/pages/user_address/user_address?select=1');
      await page.getByText('Deliver to', { exact: true }).waitFor();
      await expect.poll(() => cards(page).count()).toBe(2);
      expect(await page.getByTestId('delete-address').count()).toBe(0);
      await h.shot(page, 'address-select-en');
      await card(page, 'Sukhumvit Soi 24').locator('button').first().click();
      await page.waitForURL((u) => !u.pathname.includes('user_address'));
      const point = await storedPoint(page);
      expect(point).toMatchObject({ latitude: 13.7299, longitude: 100.5681 });
      expect(point?.addressId).toMatch(/^\d+$/);
      expect(String(point?.text)).toContain('Sukhumvit Soi 24');

      // The list now measures from there: the new address is about 2 km away.
      await page.goto('/pages/user_address/user_address');
      await expect.poll(() => card(page, 'Nok Edited').textContent()).toMatch(/\d\.\d km away/);
      expect(await card(page, 'Sukhumvit Soi 24').textContent()).toContain('Delivering here');
    });
  });

  it('uses the device position for a bare delivery point, and says when location is not allowed', {
    timeout: 120_000,
  }, async () => {
    await withPage(h, 'address-location', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);

      // Not allowed: the catalogue's message.
      await page.goto('/pages/choose_location/choose_location');
      await page.locator('.leaflet-container').waitFor();
      await page.getByTestId('my-location').click();
      await page.getByText('Location permission not granted').waitFor();

      await page.context().grantPermissions(['geolocation'], { origin: h.url });
      await page.context().setGeolocation(DEVICE);
      await page.getByTestId('my-location').click();
      await expect.poll(() => pinTitle(page).textContent(), { timeout: 15_000 }).toMatch(/Thong Lo Road.*\(100\.559\)/);
      await page.getByTestId('confirm-location').click();
      // Opened on its own, it lands on food delivery with the point stored (no saved address there).
      await page.waitForURL((u) => !u.pathname.includes('choose_location'));
      const point = await storedPoint(page);
      expect(point?.addressId).toBeUndefined();
      expect(Number(point?.latitude)).toBeCloseTo(DEVICE.latitude, 4);
      expect(Number(point?.longitude)).toBeCloseTo(DEVICE.longitude, 4);
      expect(String(point?.text)).toMatch(/Thong Lo Road/);
    });
  });

  it('shows the three screens in Chinese', { timeout: 120_000 }, async () => {
    await withPage(h, 'address-zh', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      await page.evaluate(() => localStorage.setItem('wf.locale', JSON.stringify('zh-Hans')));
      // The narrowest phone the app supports: nothing may scroll sideways.
      await page.setViewportSize({ width: 360, height: 780 });
      const noSideScroll = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await page.goto('/pages/user_address/user_address');
      await page.getByText('新增地址').waitFor();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
      expect(await cards(page).first().textContent()).toContain('默认');
      await noSideScroll();
      await page.setViewportSize({ width: 390, height: 844 });
      await h.shot(page, 'address-list-zh');
      await page.setViewportSize({ width: 360, height: 780 });

      await page.goto('/pages/option_user_address/option_user_address');
      await page.getByText('在地图上选点', { exact: true }).waitFor();
      await page.getByRole('button', { name: '保存地址' }).click();
      await page.getByText('请在地图上选点，方便骑手找到你').waitFor();
      await noSideScroll();
      await page.setViewportSize({ width: 390, height: 844 });
      await h.shot(page, 'address-form-zh');
      await page.setViewportSize({ width: 360, height: 780 });

      // Far from every saved address: the provider names the pin, in Chinese.
      await page.goto('/pages/choose_location/choose_location?lat=13.8&lng=100.55');
      await page.locator('.leaflet-container').waitFor();
      await page.getByText('配送到这里').waitFor();
      await expect.poll(() => pinTitle(page).textContent(), { timeout: 15_000 }).not.toBe('');
      await noSideScroll();
      await page.setViewportSize({ width: 390, height: 844 });
      await dragMap(page, 200, -200);
      await expect.poll(() => pinTitle(page).textContent(), { timeout: 15_000 }).toContain('曼谷通罗路');
      await h.shot(page, 'choose-location-zh');
      await page.getByTestId('place-search').fill('通罗');
      await page.getByTestId('place-search').press('Enter');
      await expect.poll(() => page.getByTestId('place-item').count()).toBe(2);
      await h.shot(page, 'choose-location-search-zh');
    });
  });
});
