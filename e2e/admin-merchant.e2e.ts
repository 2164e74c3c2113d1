import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, desktop, signIn } from './admin-helpers';
import { callApi, tokenApi } from './api';
import { expectAccessible, type Harness, logIn, newDataDir, startHarness } from './harness';

/**
 * The back office's merchant view and content (issue 18) in real Chromium, desktop 1440x900 for the back
 * office and a phone for the app: a merchant operator marks a dish of their shop sold out and the shop's
 * page in the app shows it sold out; a content operator edits a home banner (with its preview) and the
 * app's home shows the new title. (Roles, audit rows and other shops' ids: apps/server/test/admin-shop.test.ts
 * and admin-content.test.ts.)
 */

const CONTENT = { username: 'e2e-content', password: 'operator-pass-1' };
const MERCHANT = { username: 'e2e-merchant', password: 'operator-pass-1' };

let h: Harness;
let shop: { mid: string; pid: string; dish: string };

const api = <T>(path: string, body: Record<string, unknown>, token?: string) => tokenApi<T>(h, token ?? '', path, body);

beforeAll(async () => {
  const dataDir = newDataDir();
  await createOperator(dataDir, CONTENT, 'content');
  // A merchant operator names a shop that exists: seed the demo world first, then add them and restart.
  h = await startHarness({ DATA_DIR: dataDir });
  const mid = '1';
  const info = await api<{ categories: { products: { pid: string; name: string; stock: number | null }[] }[] }>(
    '/product/GetMerchantInfo',
    { mid, isGetProduct: true },
  );
  const dish = info.categories.flatMap((c) => c.products).find((p) => p.stock !== 0)!;
  shop = { mid, pid: dish.pid, dish: dish.name };
  await h.stop({ keepData: true });
  await createOperator(dataDir, MERCHANT, 'merchant', mid);
  h = await startHarness({ DATA_DIR: dataDir });
}, 600_000);
afterAll(() => h?.stop());

describe('back office: merchant view and content', () => {
  it('a merchant marks a dish sold out, and the app shows it sold out', { timeout: 240_000 }, async () => {
    const context = await desktop(h);
    const page = await context.newPage();
    const phone = await h.phone();
    const app = await phone.newPage();
    try {
      await signIn(page, MERCHANT);
      // The merchant lands on their shop: the kitchen board first, then the menu.
      await page.waitForURL(/\/admin\/merchant/);
      // The kitchen board is on the shop's socket: new orders arrive live.
      await expect.poll(() => page.getByTestId('shop-live').textContent()).toContain('Live');
      await page.getByRole('tab', { name: 'Menu and stock' }).click();
      const soldOut = page.getByTestId(`sold-out-${shop.pid}`);
      await soldOut.waitFor();
      expect(await soldOut.getAttribute('aria-checked')).toBe('false');
      await soldOut.click();
      await page.getByText('Saved').first().waitFor();
      await expect.poll(() => soldOut.getAttribute('aria-checked')).toBe('true');
      await h.shot(page, 'admin-merchant-menu');
      await expectAccessible(page);

      await app.goto(`/pages/merchant/merchant?mid=${shop.mid}`);
      await app.getByTestId('merchant-hero').waitFor();
      const row = app.getByTestId('dish').filter({ hasText: shop.dish }).first();
      await row.scrollIntoViewIfNeeded();
      await expect.poll(() => row.textContent()).toContain('Sold out');
      await h.shot(app, 'app-merchant-dish-sold-out');

      // Back in stock from the same switch: the app offers it again.
      await soldOut.click();
      await expect.poll(() => soldOut.getAttribute('aria-checked')).toBe('false');
      await app.reload();
      await app.getByTestId('merchant-hero').waitFor();
      const again = app.getByTestId('dish').filter({ hasText: shop.dish }).first();
      await again.waitFor();
      expect(await again.textContent()).not.toContain('Sold out');

      // Options of the dish: the merchant adds a group with a priced option; the app's popup offers it.
      await page.getByTestId(`specs-${shop.pid}`).click();
      const specs = page.getByRole('dialog').filter({ hasText: 'Options of' });
      await specs.getByRole('button', { name: 'Save' }).waitFor();
      const groups = await specs.getByTestId('spec-group-card').count();
      await specs.getByTestId('spec-group-add').click();
      await page.locator(`#specs_groups_${groups}_name_en`).fill('Spice level');
      await page.locator(`#specs_groups_${groups}_options_0_name_en`).fill('Extra chilli');
      await page.locator(`#specs_groups_${groups}_options_0_price`).fill('15');
      // Three options [Extra chilli, Chilli oil, Lime]; Chilli oil is hidden later.
      for (const [i, [name, price]] of [
        ['Chilli oil', '10'],
        ['Lime', '5'],
      ].entries()) {
        await specs.getByTestId('spec-group-card').nth(groups).getByRole('button', { name: 'Add option' }).click();
        await page.locator(`#specs_groups_${groups}_options_${i + 1}_name_en`).fill(name!);
        await page.locator(`#specs_groups_${groups}_options_${i + 1}_price`).fill(price!);
      }
      await specs.locator('.ant-segmented-item').filter({ hasText: 'ไทย' }).click();
      await page.locator(`[id="specs_groups_${groups}_name_th-TH"]`).fill('ระดับความเผ็ด');
      await page.locator(`#specs_groups_${groups}_options_0_name_en`).waitFor({ state: 'hidden' });
      await h.shot(page, 'admin-dish-options');
      await specs.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved').first().waitFor();
      await specs.waitFor({ state: 'hidden' });
      // Hiding the middle option keeps the stored list: Lime stays at its place (2), Chilli oil (1) is hidden.
      await page.getByTestId(`specs-${shop.pid}`).click();
      await specs.getByRole('button', { name: 'Save' }).waitFor();
      await page.locator(`#specs_groups_${groups}_options_2_name_en`).waitFor();
      expect(await page.locator(`#specs_groups_${groups}_options_1_name_en`).inputValue()).toBe('Chilli oil');
      await page.locator(`#specs_groups_${groups}_options_1_hidden`).check();
      await specs.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved').first().waitFor();
      await specs.waitFor({ state: 'hidden' });

      // Menu categories: the shop's list, with rename, order and hide.
      await page.getByTestId('categories-open').click();
      const cats = page.getByRole('dialog').filter({ hasText: 'Menu categories' });
      await cats.getByRole('row').nth(1).waitFor();
      await cats.getByTestId('category-new').click();
      await page.locator('[id="category_name.en"]').fill('Chef specials');
      await page.getByRole('dialog').filter({ hasText: 'Add category' }).getByRole('button', { name: 'Save' }).click();
      await cats.getByRole('row').filter({ hasText: 'Chef specials' }).waitFor();
      await page.locator('[id="category_name.en"]').waitFor({ state: 'hidden' });
      await h.shot(page, 'admin-menu-categories');
      await cats.getByRole('button', { name: 'Close' }).click();

      await app.reload();
      await app.getByTestId('merchant-hero').waitFor();
      const withOptions = app.getByTestId('dish').filter({ hasText: shop.dish }).first();
      await withOptions.scrollIntoViewIfNeeded();
      await withOptions.getByTestId('dish-options').click();
      const popup = app.getByTestId('spec-popup');
      await popup.getByText('Spice level').first().waitFor();
      const add = app.getByTestId('spec-add');
      // The option adds exactly its ฿15 to what the button charges.
      const baht = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
      const before = baht(await add.textContent());
      await popup.getByText('Extra chilli').first().click();
      await expect.poll(async () => baht(await add.textContent())).toBe(before + 15);
      // The hidden middle option is not offered; Lime after it is itself, at its price.
      // The new group by its stored position (the seeded dish may have a Spice level of its own).
      const group = popup.locator(`[data-testid="spec-group"][data-group="${groups}"]`);
      await expect.poll(() => group.getByTestId('spec-option').count()).toBe(2);
      expect(await group.textContent()).not.toContain('Chilli oil');
      await group.getByText('Lime').click();
      await expect.poll(async () => baht(await add.textContent())).toBe(before + 5);
      await h.shot(app, 'app-dish-new-options');
      // The cart line names Lime by its stored position (2), not its place among the shown (1).
      await add.click();
      await popup.waitFor({ state: 'hidden' });
      const carts = await app.evaluate(() => JSON.parse(localStorage.getItem('wf.food_cart') ?? '{}'));
      const lines = Object.values(carts as Record<string, Record<string, { options: string[]; specs: unknown }[]>>)
        .flatMap((byShop) => byShop[shop.mid] ?? [])
        .filter((l) => l.options.includes('Lime'));
      expect(lines).toHaveLength(1);
      expect(lines[0]!.specs).toContainEqual({ group: groups, options: [2] });

      // Signing out ends the session on the server, not only in this tab: its token opens nothing after.
      const token = await page.evaluate(
        () => (JSON.parse(sessionStorage.getItem('wf-admin-session') ?? 'null') as { token: string }).token,
      );
      expect((await callApi(h, '/admin/OrderList', {}, { token })).status).toBe(0);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(/\/admin\/login/);
      await page.getByLabel('Username').waitFor();
      expect((await callApi(h, '/admin/OrderList', {}, { token })).status).toBe(-100);
      expect(await page.evaluate(() => sessionStorage.getItem('wf-admin-session'))).toBeNull();
    } catch (err) {
      await h.shot(page, 'FAILED-admin-merchant-menu').catch(() => {});
      await h.shot(app, 'FAILED-admin-merchant-app').catch(() => {});
      throw err;
    } finally {
      await context.close();
      await phone.close();
    }
  });

  it('content edits a home banner with its preview, and the app home shows it', { timeout: 240_000 }, async () => {
    const context = await desktop(h);
    const page = await context.newPage();
    const phone = await h.phone();
    const app = await phone.newPage();
    const title = 'Rainy season deals';
    const thai = 'ดีลหน้าฝน';
    try {
      await signIn(page, CONTENT);
      await page.getByRole('menuitem', { name: 'Home banners' }).click();
      await page.waitForURL(/\/admin\/banners/);
      const edit = page.locator('[data-testid^="banner-edit-"]').first();
      await edit.click();
      const en = page.locator('[id="title.en"]');
      await en.fill(title);
      await page.getByRole('tab', { name: 'ไทย' }).click();
      await page.locator('[id="title.th-TH"]').fill(thai);
      // The preview follows the form, per locale.
      await expect.poll(() => page.getByTestId('banner-preview').textContent()).toBe(title);
      await page.getByTitle('ไทย').click();
      await expect.poll(() => page.getByTestId('banner-preview').textContent()).toBe(thai);
      await h.shot(page, 'admin-banner-preview');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved').first().waitFor();
      await page.getByRole('cell', { name: title }).waitFor();

      await logIn(app, h.demo.account, h.demo.password);
      await app.waitForURL((u) => !u.pathname.includes('/login'));
      await app.goto('/');
      // The carousel may still be on another slide: the edited one is there, with its new title.
      await app.locator(`button[aria-label="${title}"]`).first().waitFor({ state: 'attached' });
      await h.shot(app, 'app-home-banner');

      // The catalogue lists the merchants; one opens with its menu.
      await page.getByRole('menuitem', { name: 'Catalogue' }).click();
      await page.waitForURL(/\/admin\/catalog/);
      await page.getByRole('button', { name: 'Menu and hours' }).first().click();
      await page.getByRole('tab', { name: 'Menu and stock' }).waitFor();
      await page.locator('[data-testid^="sold-out-"]').first().waitFor();
      await h.shot(page, 'admin-catalog');
      await expectAccessible(page);

      // Payment settings (channels, bonus rules, countries) are finance's: content is not offered them.
      expect(await page.getByRole('menuitem', { name: 'Payment settings' }).count()).toBe(0);
      // App versions.
      await page.getByRole('menuitem', { name: 'App versions' }).click();
      await page.getByRole('button', { name: 'Release a version' }).waitFor();
    } finally {
      await context.close();
      await phone.close();
    }
  });
  it('content uploads a banner image, and edits a help article in Thai with its preview; the app lists it', {
    timeout: 240_000,
  }, async () => {
    // An operator abroad: the flights below are still shown on the airports' clocks.
    const context = await desktop(h, 'America/New_York');
    const page = await context.newPage();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    try {
      await signIn(page, CONTENT);
      await page.getByRole('menuitem', { name: 'Home banners' }).click();
      await page.locator('[data-testid^="banner-edit-"]').first().click();
      await page
        .locator('.ant-modal input[type="file"]')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => page.getByTestId('banner-image').inputValue()).toMatch(/^\/uploads\/catalog\/.+\.png$/);
      const uploaded = await page.getByTestId('banner-image').inputValue();
      await expect.poll(() => page.getByTestId('banner-preview').locator('img').getAttribute('src')).toBe(uploaded);
      expect((await fetch(`${h.url}${uploaded}`)).status).toBe(200);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved').first().waitFor();

      await page.getByRole('menuitem', { name: 'Help & policies' }).click();
      await page.waitForURL(/\/admin\/help/);
      await page.locator('[data-testid^="help-edit-"]').first().click();
      await page.getByRole('tab', { name: 'ไทย' }).click();
      const thai = 'วิธีชำระเงิน';
      await page.locator('[id="title.th-TH"]').fill(thai);
      await page.locator('[id="body.th-TH"]').fill('## บัตร\n\n- Visa\n- Mastercard');
      await page.getByTitle('ไทย').click();
      const preview = page.getByTestId('rich-text-preview');
      await preview.locator('h3', { hasText: 'บัตร' }).waitFor();
      expect(await preview.locator('li').count()).toBe(2);
      await h.shot(page, 'admin-help-preview');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved').first().waitFor();

      const r = await fetch(`${h.url}/api/config/GetHelpList`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'th-TH' },
        body: JSON.stringify({ page: 1, limt: 100 }),
      });
      const list = ((await r.json()) as { data: { list: { title: string }[] } }).data.list;
      expect(list.map((a) => a.title)).toContain(thai);

      await page.getByRole('tab', { name: 'Agreements and policies' }).click();
      await page.getByTestId('protocol-edit-user_agreement').waitFor();

      // Flights and seats: tomorrow's Bangkok to Chiang Mai flights; one fare's seats changed.
      await page.getByRole('menuitem', { name: 'Catalogue' }).click();
      await page.getByTestId('flights-search').click();
      const fareEdit = page.locator('[data-testid^="fare-edit-"]').first();
      await fareEdit.waitFor();
      const fareId = ((await fareEdit.getAttribute('data-testid')) ?? '').replace('fare-edit-', '');
      await fareEdit.click();
      await page.getByLabel('Seats left').fill('7');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved').first().waitFor();
      await page.getByTestId(`fare-edit-${fareId}`).scrollIntoViewIfNeeded();
      // Departure and arrival on Bangkok's and Chiang Mai's clocks (UTC+7), labelled so, though this browser
      // runs on New York time.
      const row = page.getByRole('row').filter({ has: page.getByTestId(`fare-edit-${fareId}`) });
      expect(await row.locator('[data-testid^="flight-departs-"]').textContent()).toMatch(
        /^\d{4}-\d\d-\d\d \d\d:\d\d GMT\+7 · BKK$/,
      );
      expect(await row.locator('[data-testid^="flight-arrives-"]').textContent()).toMatch(/GMT\+7 · CNX$/);
      await page.getByText('Dates and times are local at each airport (departure date at BKK)').waitFor();
      await h.shot(page, 'admin-flights');
      await expectAccessible(page);
      await expect
        .poll(async () =>
          page
            .getByRole('row')
            .filter({ has: page.getByTestId(`fare-edit-${fareId}`) })
            .textContent(),
        )
        .toContain('7');
    } finally {
      await context.close();
    }
  });
});
