import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_UA, expectAccessible, type Harness, logIn, startHarness, withPage } from './harness';

/**
 * Issue 19 accessibility: the main screens pass axe-core (WCAG 2.1 A and AA, no serious or critical
 * violation) as a user reaches them, and the desktop frame at /pc works with a keyboard alone.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

/**
 * Checks every screen and reports them all at the end (one run names every problem). `oneH1`: the screen
 * has exactly one level-1 heading (its title; Lighthouse and screen reader users look for it).
 */
function checker(page: Page) {
  const problems: string[] = [];
  return {
    check: async (opts: { oneH1?: boolean } = {}) => {
      await page.waitForLoadState('networkidle');
      await expectAccessible(page).catch((e: Error) => problems.push(e.message));
      if (opts.oneH1) {
        const h1 = await page.locator('h1').allInnerTexts();
        if (h1.length !== 1)
          problems.push(`${new URL(page.url()).pathname}: ${h1.length} h1 (${h1.join(' | ')}), want exactly one`);
      }
    },
    done: () => expect(problems.join('\n\n')).toBe(''),
  };
}

describe('accessibility', () => {
  it('has no serious or critical axe violation on the main screens', { timeout: 300_000 }, async () => {
    await withPage(h, 'a11y-screens', async (page) => {
      const { check, done } = checker(page);
      await page.goto('/pages/login/login');
      await page.getByPlaceholder('Password').waitFor();
      await check({ oneH1: true });
      await page.goto('/pages/register/register');
      await page.locator('form').first().waitFor();
      await check({ oneH1: true });

      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      await page.getByRole('button', { name: 'Food', exact: true }).waitFor();
      await check({ oneH1: true });

      await page.goto('/pages/takeout/takeout?name=Crisp');
      await page.getByTestId('takeout-merchant').first().waitFor();
      await check({ oneH1: true });
      await page.getByTestId('takeout-merchant').first().click();
      await page.getByTestId('merchant-hero').waitFor();
      await check({ oneH1: true });
      const bucket = page.getByTestId('dish').filter({ hasText: 'Fried Chicken Bucket (6 pcs)' });
      await bucket.getByTestId('dish-options').click();
      await page.getByTestId('spec-popup').waitFor();
      await check();
      await page.getByTestId('spec-add').click();
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
      await page.getByTestId('cart-bar').getByRole('button').first().click();
      await page.getByTestId('cart-line').waitFor();
      await check();
      await page.getByTestId('cart-checkout').last().click();
      await page.waitForURL(/confirm_takeout_order/);
      await page.getByTestId('checkout-eta').waitFor();
      await check();
      await page.getByTestId('checkout-pay').click();
      await page.waitForURL(/takeout_order_detail/);
      await page.getByTestId('order-total').waitFor();
      await check();

      for (const path of [
        '/pages/order_list/order_list',
        '/pages/user/user',
        '/pages/recharge_center/recharge_center',
        '/pages/transaction_record/transaction_record',
        '/pages/msg/msg',
      ]) {
        await page.goto(path);
        await page.locator('#root *').first().waitFor();
        await page.waitForTimeout(1500);
        await check({ oneH1: path === '/pages/recharge_center/recharge_center' });
      }
      done();
    });
  });

  it('moves through /pc with the keyboard, in order, with a visible focus', { timeout: 120_000 }, async () => {
    await withPage(
      h,
      'a11y-pc',
      async (page) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto('/pc');
        await page.locator('iframe').waitFor();
        await h.shot(page, 'pc-en');
        await expectAccessible(page);
        const stops: { name: string; outline: string; top: number }[] = [];
        for (let i = 0; i < 4; i++) {
          await page.keyboard.press('Tab');
          stops.push(
            await page.evaluate(() => {
              const el = document.activeElement as HTMLElement;
              const style = getComputedStyle(el);
              return {
                name: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`,
                outline: `${style.outlineStyle} ${style.outlineWidth}`,
                top: el.getBoundingClientRect().top,
              };
            }),
          );
        }
        // The phone address under the QR code, the language chooser, then into the framed app (whose own
        // controls follow; "open here" shows only on narrow screens, where the frame is hidden).
        expect(stops.map((s) => s.name)).toEqual([
          expect.stringMatching(/^A http/),
          'BUTTON Change language',
          'IFRAME ',
          'IFRAME ',
        ]);
        for (const s of stops.slice(0, 2)) expect(s.outline, s.name).toMatch(/^solid [1-9]/);
        // Enter on the language chip opens the chooser.
        await page.getByRole('button', { name: 'Change language' }).focus();
        await page.keyboard.press('Enter');
        await page.getByText('简体中文').waitFor();
        await expectAccessible(page);
      },
      { userAgent: DESKTOP_UA },
    );
  });
});
