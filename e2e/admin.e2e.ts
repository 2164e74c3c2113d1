import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, desktop, signIn } from './admin-helpers';
import { demoTakeoutOrder, tokenApi } from './api';
import { bubbles, eventually, send, signedIn, socketOpen } from './chat-helpers';
import { expectAccessible, type Harness, logIn, newDataDir, startHarness } from './harness';

/**
 * The back office (issue 18) in real Chromium at 1440x900 against the real server, served at /admin:
 * finance signs in, sees the withdrawal waiting on the dashboard, approves it, marks it transferred, and
 * the user's record in the back office and the user's own record in the app show it. (The audit rows of
 * these decisions are asserted by apps/server/test/admin-roles.test.ts.) Support answers a user's chat from
 * the support inbox and the user's open chat shows it live; finance explores the ledger (a user's journals,
 * a journal's postings, the invariant check, the CSV) and reads the console in Thai.
 */

const FINANCE = { username: 'e2e-finance', password: 'operator-pass-1' };
const SUPPORT = { username: 'e2e-support', password: 'operator-pass-2' };
const ADMIN = { username: 'e2e-admin', password: 'operator-pass-3' };
const PIN = '246810';

let h: Harness;
beforeAll(async () => {
  const dataDir = newDataDir();
  await createOperator(dataDir, FINANCE, 'finance');
  await createOperator(dataDir, SUPPORT, 'support');
  await createOperator(dataDir, ADMIN, 'admin');
  h = await startHarness({ DATA_DIR: dataDir });
}, 400_000);
afterAll(() => h?.stop());

const api = <T>(path: string, body: Record<string, unknown>, token?: string) => tokenApi<T>(h, token ?? '', path, body);

/** The demo user asks to withdraw ฿1,000 to a new bank account (as the wallet journey does on screen). */
async function demoWithdrawal() {
  const me = await api<{ token: string; _id: string }>('/user/Login', {
    account: h.demo.account,
    logonPassword: h.demo.password,
  });
  await api('/user/SaveRealInfo', { realName: 'Demo User', idNumber: '1101700123456' }, me.token);
  await api('/user/SetWithdrawalPassword', { oldPaw: h.demo.password, newPaw: PIN }, me.token);
  await api(
    '/user/AddBank',
    {
      account: '0123456789',
      type: 'bank',
      name: 'Demo User',
      bank: 'Kasikornbank',
      cardNumber: '0123456789',
      unit: 'THB',
      withdrawalPassword: PIN,
    },
    me.token,
  );
  const w = await api<{ withdrawalId: string }>(
    '/amount/Withdraw',
    {
      channelCode: 'bank_transfer',
      country_code: 'TH',
      amount: 100_000,
      withdrawalPassword: PIN,
      withdrawData: { account: '0123456789' },
    },
    me.token,
  );
  return { uid: me._id, withdrawalId: w.withdrawalId };
}

describe('back office', () => {
  it('finance approves a withdrawal through to transferred, and the user record shows it', {
    timeout: 240_000,
  }, async () => {
    const context = await desktop(h);
    const page = await context.newPage();
    try {
      await signIn(page, FINANCE);
      await page.waitForURL(/\/admin\/dashboard/);
      // The back office's socket is up: the queues are pushed, not polled.
      await page.locator('[data-testid="live-state"][data-live="true"]').waitFor();
      await expect.poll(() => page.getByTestId('queue-withdrawals').textContent()).toContain('0');
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      // The user asks to withdraw while finance watches: the review queue counts it without a reload, well
      // before the fallback poll (30 s on the dashboard) could have.
      const { uid, withdrawalId } = await demoWithdrawal();
      await expect.poll(() => page.getByTestId('queue-withdrawals').textContent(), { timeout: 10_000 }).toContain('1');
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await page.locator('.recharts-surface').first().waitFor();
      await h.shot(page, 'admin-dashboard');
      await expectAccessible(page);
      // Finance has no audit screen (admin only): the menu does not offer it.
      expect(await page.getByRole('menuitem', { name: 'Audit trail' }).count()).toBe(0);

      await page.getByTestId('queue-withdrawals').click();
      await page.waitForURL(/\/admin\/withdrawals/);
      const approve = page.getByTestId(`withdrawal-${withdrawalId}-approve`);
      await approve.waitFor();
      await h.shot(page, 'admin-withdrawals-review');
      await expectAccessible(page);
      await approve.click();
      await page.getByText('Approved: the transfer can start').waitFor();

      await page.getByRole('tab', { name: 'Transferring' }).click();
      const paid = page.getByTestId(`withdrawal-${withdrawalId}-paid`);
      await paid.click();
      await page.getByTestId('reason-input').fill('KBANK-E2E-1');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Marked transferred').waitFor();
      await page.getByRole('tab', { name: 'Transferred' }).click();
      await page
        .getByRole('row')
        .filter({ hasText: 'KBANK-E2E-1' })
        .or(page.getByRole('row').filter({ hasText: withdrawalId }))
        .first()
        .waitFor();
      await h.shot(page, 'admin-withdrawals-transferred');
      await expectAccessible(page);

      // The user's record: the withdrawal transferred, the hold released, the journal in the history.
      await page.goto(`/admin/users/${uid}`);
      await page.getByRole('tab', { name: 'Withdrawals' }).click();
      await page.getByRole('row').filter({ hasText: 'THB 1,000.00' }).filter({ hasText: 'Transferred' }).waitFor();
      expect(await page.getByTestId('held-THB').count()).toBe(0);
      await h.shot(page, 'admin-user-record');
      await expectAccessible(page);
      await page.getByRole('tab', { name: 'Wallet history' }).click();
      await page
        .getByRole('row')
        .filter({ hasText: '-THB 1,000.00' })
        .filter({ hasText: 'Withdrawal' })
        .first()
        .waitFor();
      // The wallet shows the balance after the withdrawal.
      await page.getByText('Wallet THB').waitFor();
      await h.shot(page, 'admin-user-history');
      await expectAccessible(page);
    } catch (err) {
      await h.shot(page, 'FAILED-admin-withdrawal').catch(() => {});
      throw err;
    } finally {
      await context.close();
    }

    // The app shows the user the same.
    const phone = await h.phone();
    const app = await phone.newPage();
    try {
      await logIn(app, h.demo.account, h.demo.password);
      await app.waitForURL(/\/pages\/home\/home/);
      await app.goto('/pages/transaction_record/transaction_record?tab=withdraw');
      const item = app.getByTestId('withdrawal-item').first();
      await item.waitFor();
      expect((await item.getByTestId('status-tag').textContent())?.trim()).toBe('Transferred');
    } finally {
      await phone.close();
    }
  });

  it("support answers a user's chat from the inbox, and the user's chat shows it live", {
    timeout: 240_000,
  }, async () => {
    const user = await signedIn(h, h.demo.account, h.demo.password);
    const context = await desktop(h);
    const page = await context.newPage();
    try {
      await user.page.goto('/pages/chat/chat?support=1');
      await socketOpen(user.page);
      await send(user.page, 'Hello, my top-up from this morning is missing');
      await bubbles(user.page, 'my top-up from this morning is missing').waitFor();

      await signIn(page, SUPPORT);
      // Support's menu has the inbox, not the ledger (finance) nor the audit trail (admin).
      expect(await page.getByRole('menuitem', { name: 'Ledger' }).count()).toBe(0);
      await page.getByRole('menuitem', { name: 'Support inbox' }).click();
      await page.waitForURL(/\/admin\/support/);
      const conversation = page.locator('[data-testid^="support-conv-"]').filter({ hasText: 'my top-up' }).first();
      await conversation.waitFor();
      // The newest conversation is on top, with the user's message unread.
      expect(await conversation.locator('.ant-badge-count').first().textContent()).toBe('1');
      await h.shot(page, 'admin-support-inbox');
      await expectAccessible(page);
      await conversation.click();
      await page.getByTestId('support-thread').getByText('Hello, my top-up from this morning is missing').waitFor();
      // Reading it clears the unread count.
      await eventually(() => conversation.locator('.ant-badge-count').count()).toBe(0);
      await page.getByTestId('support-reply').fill('We found it: it is credited now. Sorry for the wait!');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByTestId('support-thread').getByText('We found it: it is credited now.').waitFor();
      await h.shot(page, 'admin-support-answered');
      await page.locator('[data-testid="live-state"][data-live="true"]').waitFor();
      await expectAccessible(page);

      // The user's open chat shows the answer without a reload, from Support.
      const answer = bubbles(user.page, 'We found it: it is credited now.');
      await answer.waitFor({ timeout: 15_000 });
      expect(await answer.getAttribute('data-state')).not.toBe('failed');
      await h.shot(user.page, 'chat-support-answer-live');

      // The user writes again: the open conversation in the inbox shows it without a reload (pushed over the
      // back office's socket; the fallback poll, 15 s, runs only while that socket is down).
      await send(user.page, 'Thanks, I see it now');
      await page.getByTestId('support-thread').getByText('Thanks, I see it now').waitFor({ timeout: 10_000 });
      await h.shot(page, 'admin-support-live');

      // From the conversation to the user's record: security state and the actions support may take.
      await page.getByRole('link', { name: 'User record' }).click();
      await page.waitForURL(/\/admin\/users\/\d+/);
      await expect.poll(() => page.getByTestId('user-live-sessions').textContent()).toBe('1');
      await page.getByTestId('user-end-sessions').waitFor();
      await page.getByTestId('user-reset-pin').waitFor();
      await h.shot(page, 'admin-user-security');
      await expectAccessible(page);
      // Support also works the reported-review queue.
      await page.getByRole('menuitem', { name: 'Reported reviews' }).click();
      await page.getByRole('tab', { name: 'Waiting for a decision' }).waitFor();
      await h.shot(page, 'admin-reviews-queue');
      await expectAccessible(page);
    } catch (err) {
      await h.shot(page, 'FAILED-admin-support').catch(() => {});
      await h.shot(user.page, 'FAILED-admin-support-user').catch(() => {});
      throw err;
    } finally {
      await context.close();
      await user.context.close();
    }
  });

  it("finance adds a top-up bonus rule, and the user's top-up screen shows and applies it", {
    timeout: 240_000,
  }, async () => {
    const context = await desktop(h);
    const page = await context.newPage();
    try {
      await signIn(page, FINANCE);
      await page.getByRole('menuitem', { name: 'Payment settings' }).click();
      await page.waitForURL(/\/admin\/payments/);
      await page.getByRole('cell', { name: 'TH' }).first().waitFor();
      await page.getByTestId('bonus-new').click();
      // Baht (the demo user's currency): top up ฿2,500, get ฿300, typed in major units.
      await page.locator('#bonus_unit').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="THB"]')
        .click();
      await page.locator('#bonus_minAmount').fill('2500');
      await page.locator('#bonus_bonus').fill('300');
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .waitFor({ state: 'detached' })
        .catch(() => {});
      await h.shot(page, 'admin-bonus-rule-new');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved').first().waitFor();
      // The list shows one currency at a time when asked: baht's steps, the new one among them.
      await page.getByTestId('bonus-filter').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="THB"]')
        .click();
      await page.getByRole('row').filter({ hasText: 'THB 2,500.00' }).filter({ hasText: 'THB 300.00' }).waitFor();
      await h.shot(page, 'admin-payments');
      // A new top-up channel in Thailand, in baht, named in the app's languages.
      await page.getByTestId('channel-new').click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'New channel' });
      await dialog.getByRole('button', { name: 'Save' }).waitFor();
      await page.locator('#channel_countryCode').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title*="TH · THB"]')
        .click();
      await page.locator('#channel_code').fill('promptpay');
      await page.locator('[id="channel_name.en"]').fill('PromptPay');
      await page.locator('#channel_minAmount').fill('100');
      await page.locator('#channel_maxAmount').fill('50000');
      await expect.poll(() => dialog.locator('.ant-input-group-addon').first().textContent()).toBe('THB');
      await h.shot(page, 'admin-channel-new');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('row').filter({ hasText: 'PromptPay' }).filter({ hasText: 'THB 100.00' }).waitFor();
      await page.getByTestId('country-edit-TH').scrollIntoViewIfNeeded();
      await h.shot(page, 'admin-countries');
      // Money exists in baht in Thailand: its currency is locked, the rest stays editable.
      await page.getByTestId('country-edit-TH').click();
      await page.getByText('Money exists in THB here, so the currency can no longer change.').waitFor();
      expect(await page.locator('#country_unit').isDisabled()).toBe(true);
      // (The screenshot once the dialog's opening animation has ended.)
      await page.locator('.ant-zoom-appear, .ant-zoom-enter').waitFor({ state: 'detached' });
      await h.shot(page, 'admin-country-edit');
      await page
        .getByRole('dialog')
        .filter({ hasText: 'Calling code' })
        .getByRole('button', { name: 'Cancel' })
        .click();
    } catch (err) {
      await h.shot(page, 'FAILED-admin-bonus').catch(() => {});
      throw err;
    } finally {
      await context.close();
    }

    const phone = await h.phone();
    const app = await phone.newPage();
    try {
      await logIn(app, h.demo.account, h.demo.password);
      await app.waitForURL(/\/pages\/home\/home/);
      await app.goto('/pages/recharge_center/recharge_center');
      // The promotion lists the new step next to the seeded one.
      await app.getByText('Top up ฿2,500.00, get ฿300.00 free').waitFor();
      await app.getByPlaceholder('Enter amount').fill('2500');
      await expect.poll(() => app.getByTestId('bonus-status').textContent()).toBe('This top-up earns a ฿300.00 bonus');
      await app.getByTestId('bonus-status').scrollIntoViewIfNeeded();
      await h.shot(app, 'app-recharge-new-bonus');
      // The channel finance opened is offered, with its bounds in baht.
      expect(await app.locator('[data-channel="promptpay"]').textContent()).toContain('฿100.00');
    } catch (err) {
      await h.shot(app, 'FAILED-app-bonus').catch(() => {});
      throw err;
    } finally {
      await phone.close();
    }
  });

  it('finance explores the ledger: a user’s journals, a journal’s postings, the invariant check, the CSV', {
    timeout: 240_000,
  }, async () => {
    const me = await api<{ _id: string }>('/user/Login', { account: h.demo.account, logonPassword: h.demo.password });
    const context = await desktop(h);
    const page = await context.newPage();
    try {
      await signIn(page, FINANCE);
      await page.getByRole('menuitem', { name: 'Ledger' }).click();
      await page.waitForURL(/\/admin\/ledger/);
      await page.getByTestId('ledger-uid').fill(me._id);
      const rows = page.getByTestId('ledger-journals').locator('tbody tr.ant-table-row');
      await rows.first().waitFor();
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);
      // Only this user's journals are listed.
      for (let i = 0; i < count; i++) expect(await rows.nth(i).textContent()).toContain(h.demo.account);

      // A journal's postings: at least two, summing to zero.
      await rows.first().locator('[data-testid^="journal-"]').click();
      const postings = page.getByTestId('journal-postings').locator('tbody tr.ant-table-row');
      await postings.first().waitFor();
      expect(await postings.count()).toBeGreaterThanOrEqual(2);
      await h.shot(page, 'admin-ledger-journal');
      await expectAccessible(page);
      await page.locator('.ant-drawer-close').click();

      // The invariant check, every currency, on demand.
      await page.getByTestId('ledger-check').click();
      await page.getByTestId('ledger-check-result').getByText('The ledger holds').waitFor();
      await page.getByTestId('ledger-check-THB').getByText('Holds').waitFor();
      await h.shot(page, 'admin-ledger-check');
      await expectAccessible(page);

      // The page as CSV.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^ledger-\d{4}-\d{2}-\d{2}\.csv$/);
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      const csv = (await readFile(path)).toString('utf8');
      expect(csv.split('\r\n')[0]).toBe('\uFEFFjournal,type,uid,oid,ref,moved,memo,createdAt');
      expect(csv.split('\r\n').filter((l) => l.includes(`,${me._id},`))).toHaveLength(count);

      // The console in Thai: the switch keeps the choice and the screen reloads in it.
      await page.getByTestId('language-switch').click();
      await page.getByTitle('ไทย').click();
      await page.getByRole('menuitem', { name: 'บัญชีแยกประเภท' }).waitFor();
      await page.getByRole('button', { name: 'ตรวจทุกสกุลเงิน' }).waitFor();
      await h.shot(page, 'admin-ledger-th');
      await expectAccessible(page);
    } catch (err) {
      await h.shot(page, 'FAILED-admin-ledger').catch(() => {});
      throw err;
    } finally {
      await context.close();
    }
  });

  it('the main screens pass axe (colour contrast included): users, orders, their details, top-ups, audit, news', {
    timeout: 240_000,
  }, async () => {
    const context = await desktop(h);
    const page = await context.newPage();
    try {
      await signIn(page, ADMIN);
      await page.waitForURL(/\/admin\/dashboard/);
      await page.locator('.recharts-surface').first().waitFor();
      await expectAccessible(page);
      for (const [path, shot] of [
        ['/admin/users', 'admin-users'],
        ['/admin/orders', 'admin-orders'],
        ['/admin/recharges', 'admin-recharges'],
        ['/admin/audit', 'admin-audit'],
        ['/admin/content', 'admin-news'],
      ] as const) {
        await page.goto(path);
        await page.locator('.ant-table-row, .ant-empty, .ant-list-item').first().waitFor();
        await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
        await h.shot(page, shot);
        await expectAccessible(page);
      }
      // An order's detail (its lines, amounts and timeline) and a user's record, opened from their lists.
      const { oid } = await demoTakeoutOrder(h);
      for (const [list, link, shot] of [
        ['orders', `a[href$="/admin/orders/${oid}"]`, 'admin-order-detail'],
        ['users', 'a[href*="/admin/users/"]', 'admin-user-detail'],
      ] as const) {
        await page.goto(`/admin/${list}`);
        await page.locator(`.ant-table-row ${link}`).first().click();
        await page.waitForURL(new RegExp(`/admin/${list}/\\d+`));
        await page.locator('.ant-descriptions').first().waitFor();
        await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
        await h.shot(page, shot);
        await expectAccessible(page);
      }
    } catch (err) {
      await h.shot(page, 'FAILED-admin-screens').catch(() => {});
      throw err;
    } finally {
      await context.close();
    }
  });
});
