import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allDayShop, cartOf, tokenApi } from './api';
import { expectAccessible, type Harness, logIn, startHarness, withPage } from './harness';

/**
 * The reviews journey of issue 17 in real Chromium against the real server: an order made and paid through
 * the API is driven to completed by the dispatcher (short stages); its page offers "Review"; the review is
 * written with five stars, text and two photos uploaded with progress; it then shows on the merchant's
 * comment list (opened from the merchant page's rating) with both photos, the photo filter and the
 * full-screen viewer; the profile's "To review" leads to my reviews. Screenshots in English and Thai.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ DISPATCH_STEP_SECONDS: '2', JOBS_POLL_MS: '300' });
});
afterAll(() => h?.stop());

const api = <T>(token: string, path: string, body: Record<string, unknown> = {}) => tokenApi<T>(h, token, path, body);

/** A real photo-like PNG drawn by the browser (a gradient and a plate), as a camera roll would hold. */
async function photoPng(page: Page, hue: number): Promise<Buffer> {
  const b64 = await page.evaluate((h) => {
    const c = document.createElement('canvas');
    c.width = 480;
    c.height = 360;
    const g = c.getContext('2d')!;
    const grad = g.createLinearGradient(0, 0, 480, 360);
    grad.addColorStop(0, `hsl(${h}, 70%, 55%)`);
    grad.addColorStop(1, `hsl(${(h + 40) % 360}, 70%, 35%)`);
    g.fillStyle = grad;
    g.fillRect(0, 0, 480, 360);
    g.fillStyle = '#fafafa';
    g.beginPath();
    g.arc(240, 180, 120, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = `hsl(${(h + 180) % 360}, 60%, 45%)`;
    g.beginPath();
    g.arc(240, 180, 70, 0, Math.PI * 2);
    g.fill();
    return c.toDataURL('image/png').split(',')[1]!;
  }, hue);
  return Buffer.from(b64, 'base64');
}

async function settle(page: Page) {
  await page
    .locator('.adm-toast-mask')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
  await page.waitForTimeout(400);
}

const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('wf.login_user_info') ?? '{}') as { token: string }).token);

describe('reviews', () => {
  it('completes an order, reviews it with two photos and finds it on the merchant’s list', {
    timeout: 240_000,
  }, async () => {
    await withPage(h, 'reviews-journey', async (page) => {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      const token = await tokenOf(page);

      const { mid, merchant, addressId } = await allDayShop(h, token);
      const { lines, amount } = cartOf(merchant);
      const order = await api<{ oid: string }>(token, '/order/CreateOrder', {
        mid,
        pType: 1,
        addressId,
        amount,
        products: lines,
        remark: '',
      });
      await api(token, '/order/PayOrder', { oid: order.oid });

      // The dispatcher brings it to completed; its page then offers "Review" instead of refund.
      await page.goto(`/pages/takeout_order_detail/takeout_order_detail?oid=${order.oid}`);
      await expect
        .poll(() => page.getByTestId('status-header').getAttribute('data-status'), { timeout: 90_000 })
        .toBe('completed');
      const reviewButton = page.getByTestId('detail-review');
      await reviewButton.waitFor();
      await reviewButton.click();
      await page.waitForURL(new RegExp(`order_comment\\?oid=${order.oid}$`));

      // Stars, text (kept through everything below), two photos uploading with progress.
      await page.getByTestId('review-stars').waitFor();
      const text = 'Crispy wings, still hot on arrival. The garlic sauce is the star.';
      await page.locator('textarea:not([readonly])').fill(text);
      // The stars are a radio group: a mouse click chooses one, then the arrow keys move it (desktop, /pc).
      const stars = page.getByTestId('review-stars');
      await stars.getByRole('radio', { name: '2 stars' }).click({ force: true });
      await expect.poll(() => stars.getByRole('radio', { name: '2 stars' }).isChecked()).toBe(true);
      await stars.getByRole('radio', { name: '2 stars' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => stars.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => stars.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
      await stars.locator('label').nth(4).click();
      await expect.poll(() => stars.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
      await expectAccessible(page);
      const photos = [await photoPng(page, 20), await photoPng(page, 200)];
      await page.getByTestId('review-file-input').setInputFiles([
        { name: 'wings.png', mimeType: 'image/png', buffer: photos[0]! },
        { name: 'sauce.png', mimeType: 'image/png', buffer: photos[1]! },
      ]);
      await expect
        .poll(() => page.locator('[data-testid="review-photo"][data-state="done"]').count(), { timeout: 30_000 })
        .toBe(2);
      // A file that is not an image is refused by the server and can be removed without losing the rest.
      await page
        .getByTestId('review-file-input')
        .setInputFiles([
          { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture at all') },
        ]);
      await page.locator('[data-testid="review-photo"][data-state="failed"]').waitFor({ timeout: 30_000 });
      await settle(page);
      await h.shot(page, 'reviews-order-comment-failed-photo-en');
      expect(await page.locator('textarea:not([readonly])').inputValue()).toBe(text);
      await page.locator('[data-testid="review-photo"][data-state="failed"] button[aria-label="Remove photo"]').click();
      expect(await page.getByTestId('review-photo').count()).toBe(2);
      await settle(page);
      await h.shot(page, 'reviews-order-comment-en');

      await page.getByTestId('review-submit').click();
      await page.waitForURL(/takeout_order_detail/);
      await page.getByTestId('status-header').waitFor();
      await expect.poll(() => page.getByTestId('detail-review').count()).toBe(0);

      // The merchant page's rating opens its reviews: ours first, with both photos.
      await page.goto(`/pages/merchant/merchant?mid=${mid}`);
      await page.getByTestId('merchant-rating').click();
      await page.waitForURL(new RegExp(`comment_list\\?mid=${mid}$`));
      const first = page.getByTestId('review-card').first();
      await first.waitFor();
      expect(await first.textContent()).toContain(text);
      expect(await first.locator('[data-testid="review-card-photos"] li').count()).toBe(2);
      await page.getByTestId('review-chip-photos').click();
      await expect.poll(() => page.getByTestId('review-card').count()).toBe(1);
      await settle(page);
      await h.shot(page, 'reviews-comment-list-en');

      // A photo opens full screen.
      await page
        .getByTestId('review-card')
        .first()
        .locator('[data-testid="review-card-photos"] button')
        .first()
        .click();
      await page.locator('.adm-image-viewer-content').first().waitFor();
      await settle(page);
      await h.shot(page, 'reviews-photo-viewer-en');
      await page.keyboard.press('Escape');

      // My reviews shows it with its edit window.
      await page.goto('/pages/my_comment/my_comment?tab=mine');
      await page.getByTestId('review-card').first().waitFor();
      expect(await page.getByTestId('my-review-edit').count()).toBeGreaterThan(0);
      await settle(page);
      await h.shot(page, 'reviews-my-comment-en');

      // The same screens in Thai.
      await page.evaluate(() => localStorage.setItem('wf.locale', JSON.stringify('th-TH')));
      await page.goto(`/pages/comment_list/comment_list?mid=${mid}`);
      await page.getByTestId('review-card').first().waitFor();
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('th-TH');
      expect(await page.getByTestId('review-chips').textContent()).toContain('มีรูป');
      await settle(page);
      await h.shot(page, 'reviews-comment-list-th');

      const second = await api<{ oid: string }>(token, '/order/CreateOrder', {
        mid,
        pType: 1,
        addressId,
        amount,
        products: lines,
        remark: '',
      });
      await api(token, '/order/PayOrder', { oid: second.oid });
      await expect
        .poll(async () => (await api<{ status: number }>(token, '/order/GetOrderInfo', { oid: second.oid })).status, {
          timeout: 90_000,
        })
        .toBe(5);
      // The profile's "To review" leads to the waiting order.
      await page.goto('/pages/user/user');
      await page.getByText('รอรีวิว').first().click();
      await page.waitForURL(/my_comment/);
      await page.getByTestId('to-review-item').first().waitFor();
      await settle(page);
      await h.shot(page, 'reviews-my-comment-to-review-th');
      await page.getByTestId('to-review-write').first().click();
      await page.waitForURL(new RegExp(`order_comment\\?oid=${second.oid}$`));
      await page.getByTestId('review-stars').waitFor();
      await settle(page);
      await h.shot(page, 'reviews-order-comment-th');
    });
  });
});
