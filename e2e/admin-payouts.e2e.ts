import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, desktop, signIn } from './admin-helpers';
import { demoTakeoutOrder, operatorApi, tokenApi } from './api';
import { expectAccessible, type Harness, newDataDir, startHarness } from './harness';

/**
 * The merchant's journeys of issue 18 in real Chromium, desktop 1440x900 for the back office and a phone for
 * the app: a merchant changes its opening hours and pauses the shop, and the app shows it closed; it answers
 * a review and the app shows the reply under it; it sees the earnings of a completed order and asks for a
 * payout, finance approves it through to transferred, and the merchant sees it transferred. (Roles, the
 * ledger and races: apps/server/test/admin-payouts.test.ts.)
 */

const ADMIN = { username: 'e2e-admin', password: 'operator-pass-1' };
const FINANCE = { username: 'e2e-finance', password: 'operator-pass-1' };
const MERCHANT = { username: 'e2e-shop', password: 'operator-pass-1' };
const REVIEW = 'Wings were hot and crisp, the garlic dip could be bigger.';
const REPLY = 'Thank you! Bigger garlic dip from today.';

let h: Harness;
let mid = '';
let oid = '';

const api = <T>(path: string, body: Record<string, unknown>, token?: string) => tokenApi<T>(h, token ?? '', path, body);

beforeAll(async () => {
  const dataDir = newDataDir();
  for (const [who, role] of [
    [ADMIN, 'admin'],
    [FINANCE, 'finance'],
  ] as const)
    await createOperator(dataDir, who, role);
  // A merchant operator names a shop that exists: seed the demo world first, then add them and restart.
  h = await startHarness({ DATA_DIR: dataDir, JOBS_POLL_MS: '0' });
  // The demo user orders at the all-day restaurant (the order is paid and completed below).
  const placed = await demoTakeoutOrder(h);
  mid = placed.mid;
  oid = placed.oid;
  await h.stop({ keepData: true });
  await createOperator(dataDir, MERCHANT, 'merchant', mid);
  h = await startHarness({ DATA_DIR: dataDir, JOBS_POLL_MS: '0' });

  // The demo user pays, the order completes (its earnings are credited to the shop) and is reviewed.
  const token = (
    await api<{ token: string }>('/user/Login', { account: h.demo.account, logonPassword: h.demo.password })
  ).token;
  await api('/order/PayOrder', { oid }, token);
  await operatorApi(h, ADMIN)('/OrderAdvance', { oid, status: 5 });
  await api('/product/Evaluate', { oid, score: 4, content: REVIEW, imgs: [] }, token);
}, 600_000);
afterAll(() => h?.stop());

describe('back office: a merchant’s hours, reviews and payouts', () => {
  it('a merchant changes its hours and pauses the shop; the app shows it closed', { timeout: 240_000 }, async () => {
    const context = await desktop(h);
    const page = await context.newPage();
    const phone = await h.phone();
    const app = await phone.newPage();
    try {
      await app.goto(`/pages/merchant/merchant?mid=${mid}`);
      await expect.poll(() => app.getByTestId('merchant-state').textContent()).toBe('Open');

      await signIn(page, MERCHANT);
      await page.waitForURL(/\/admin\/merchant/);
      await page.getByRole('tab', { name: 'Opening hours' }).click();
      await page.getByTestId('shop-paused').waitFor();
      // New hours: the open-all-day windows go, weekdays 10:00 to 22:00 come.
      const remove = page.getByRole('button', { name: 'Remove' });
      while ((await remove.count()) > 0) await remove.first().click();
      await page.getByRole('button', { name: 'Add opening times' }).click();
      await page.getByTestId('shop-paused').click();
      await expect.poll(() => page.getByTestId('shop-paused').getAttribute('aria-checked')).toBe('true');
      await page.getByTestId('hours-save').click();
      await page.getByText('Saved').first().waitFor();
      await h.shot(page, 'admin-merchant-hours');
      await expectAccessible(page);
      const menu = await operatorApi(h, MERCHANT)<{ shop: { paused: boolean; openingHours: unknown[] } }>(
        '/ShopMenu',
        {},
      );
      expect(menu.shop).toMatchObject({
        paused: true,
        openingHours: [{ days: [1, 2, 3, 4, 5], open: 600, close: 1320 }],
      });

      await app.reload();
      await expect.poll(() => app.getByTestId('merchant-state').textContent()).toBe('Closed');
      await app.getByTestId('closed-notice').waitFor();
      await h.shot(app, 'app-merchant-paused');
      await expectAccessible(app);
    } finally {
      await context.close();
      await phone.close();
    }
  });

  it('a merchant answers a review, and the app shows the reply under it', { timeout: 240_000 }, async () => {
    const context = await desktop(h);
    const page = await context.newPage();
    const phone = await h.phone();
    const app = await phone.newPage();
    try {
      await signIn(page, MERCHANT);
      await page.getByRole('tab', { name: 'Reviews' }).click();
      const item = page.locator('.ant-list-item').filter({ hasText: REVIEW });
      await item.waitFor();
      await item.getByPlaceholder('Answer this review').fill(REPLY);
      await item.getByRole('button', { name: 'Reply' }).click();
      await page.getByText('Reply published').waitFor();
      await h.shot(page, 'admin-merchant-review-reply');
      await expectAccessible(page);

      await app.goto(`/pages/comment_list/comment_list?mid=${mid}`);
      const card = app.getByTestId('review-card').filter({ hasText: REVIEW });
      await card.waitFor();
      await expect.poll(() => card.getByTestId('review-reply').textContent()).toContain(REPLY);
      await card.scrollIntoViewIfNeeded();
      await h.shot(app, 'app-review-reply');
      await expectAccessible(app);
    } finally {
      await context.close();
      await phone.close();
    }
  });

  it('a merchant sees a completed order’s earnings and asks for a payout; finance pays it; the merchant sees it transferred', {
    timeout: 300_000,
  }, async () => {
    const context = await desktop(h);
    const merchantPage = await context.newPage();
    const financeContext = await desktop(h);
    const finance = await financeContext.newPage();
    try {
      await signIn(merchantPage, MERCHANT);
      await merchantPage.getByRole('tab', { name: 'Earnings' }).click();
      await merchantPage.getByRole('link', { name: `#${oid}` }).waitFor();
      await h.shot(merchantPage, 'admin-merchant-earnings');
      await expectAccessible(merchantPage);

      await merchantPage.getByRole('tab', { name: 'Payouts' }).click();
      const card = merchantPage.getByTestId('payout-balance-THB');
      await card.waitFor();
      const before = await operatorApi(h, MERCHANT)<{ balances: { unit: string; balance: number }[] }>(
        '/ShopPayouts',
        {},
      );
      const earned = before.balances.find((b) => b.unit === 'THB')!.balance;
      expect(earned).toBeGreaterThan(1050);
      // More decimals than the baht has: refused in the form, nothing is asked.
      await merchantPage.getByTestId('payout-amount').fill('10.505');
      await merchantPage.getByTestId('payout-submit').click();
      await merchantPage
        .getByText('THB has 2 decimal')
        .or(merchantPage.locator('.ant-form-item-explain-error'))
        .first()
        .waitFor();
      await merchantPage.getByTestId('payout-amount').fill('10.50');
      await merchantPage.getByTestId('payout-submit').click();
      await merchantPage.getByText(/Payout of .*10\.50 requested/).waitFor();
      const asked = await operatorApi(h, MERCHANT)<{
        balances: { unit: string; balance: number; held: number }[];
        list: { _id: string; amount: number; status: number }[];
      }>('/ShopPayouts', {});
      const payout = asked.list[0]!;
      expect(payout).toMatchObject({ amount: 1050, status: 0 });
      expect(asked.balances.find((b) => b.unit === 'THB')).toMatchObject({ balance: earned - 1050, held: 1050 });
      await expect
        .poll(() => merchantPage.getByTestId(`payout-status-${payout._id}`).textContent())
        .toBe('Under review');
      await expect.poll(() => card.textContent()).toContain('waiting in payouts');
      await h.shot(merchantPage, 'admin-merchant-payout-requested');
      await expectAccessible(merchantPage);

      // Finance: the dashboard counts it waiting; the payout queue approves it, then marks it transferred.
      await signIn(finance, FINANCE);
      await finance.waitForURL(/\/admin\/dashboard/);
      await expect.poll(() => finance.getByTestId('queue-payouts').textContent()).toContain('1');
      await h.shot(finance, 'admin-dashboard-payouts');
      await expectAccessible(finance);
      await finance.getByTestId('queue-payouts').click();
      await finance.waitForURL(/\/admin\/payouts/);
      const approve = finance.getByTestId(`payout-${payout._id}-approve`);
      await approve.waitFor();
      // One shop's payouts by its id: another shop's list does not hold this one; this shop's does.
      await finance.getByTestId('payout-shop').fill('999999');
      await approve.waitFor({ state: 'detached' });
      await finance.getByTestId('payout-shop').fill(mid);
      await approve.waitFor();
      await h.shot(finance, 'admin-payouts-review');
      await expectAccessible(finance);
      await approve.click();
      await finance.getByText('Approved: the transfer can start').waitFor();
      await finance.getByRole('tab', { name: 'Transferring' }).click();
      await finance.getByTestId(`payout-${payout._id}-paid`).click();
      await finance.getByTestId('reason-input').fill('KBANK-PAYOUT-1');
      await finance.getByRole('button', { name: 'Confirm' }).click();
      await finance.getByText('Marked transferred').waitFor();
      await finance.getByRole('tab', { name: 'Transferred' }).click();
      await finance.getByRole('row').filter({ hasText: 'KBANK-PAYOUT-1' }).waitFor();
      await h.shot(finance, 'admin-payouts-transferred');
      await expectAccessible(finance);

      // The merchant sees it transferred, with the bank's reference; the hold is gone.
      await merchantPage.reload();
      await merchantPage.getByRole('tab', { name: 'Payouts' }).click();
      await expect
        .poll(() => merchantPage.getByTestId(`payout-status-${payout._id}`).textContent())
        .toBe('Transferred');
      await merchantPage.getByRole('row').filter({ hasText: 'KBANK-PAYOUT-1' }).waitFor();
      const after = await operatorApi(h, MERCHANT)<{ balances: { unit: string; balance: number; held: number }[] }>(
        '/ShopPayouts',
        {},
      );
      expect(after.balances.find((b) => b.unit === 'THB')).toMatchObject({ balance: earned - 1050, held: 0 });
      await h.shot(merchantPage, 'admin-merchant-payout-transferred');
      await expectAccessible(merchantPage);
      // The same tab in Thai: every label translated, amounts still in baht.
      await merchantPage.evaluate(() => localStorage.setItem('wf-admin-locale', 'th-TH'));
      await merchantPage.reload();
      await merchantPage.getByRole('tab', { name: 'การจ่ายเงิน' }).click();
      await merchantPage.getByText('ยอดที่ถอนได้ (THB)').waitFor();
      await merchantPage.getByText('โอนแล้ว').waitFor();
      // The tab's content fades in: the picture is taken once that animation ends.
      await merchantPage.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
      await h.shot(merchantPage, 'admin-merchant-payouts-th');
      await expectAccessible(merchantPage);
      const check = await operatorApi(h, FINANCE)<{ ok: boolean; currencies: { unit: string; problems: string[] }[] }>(
        '/LedgerCheck',
        {},
      );
      expect(check.currencies.flatMap((c) => c.problems)).toEqual([]);
      expect(check.ok).toBe(true);
    } finally {
      await context.close();
      await financeContext.close();
    }
  });
});
