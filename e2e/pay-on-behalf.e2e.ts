import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allDayShop, cartOf, type Envelope, tokenApi } from './api';
import { expectAccessible, type Harness, logIn, startHarness } from './harness';

/**
 * Pay-on-behalf (issue 16) with two people in two browser contexts: A (the demo user, baht) orders
 * takeout, asks a friend from the order page and sends the request in chat to B (the demo friend, who
 * holds rupees); B opens the link logged out, logs in, comes back to the same request and pays at a
 * quoted rate; A's order page turns "paid by B" live; A refunds and B's rupees are back.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ JOBS_POLL_MS: '300' });
});
afterAll(() => h?.stop());

const api = <T>(token: string, path: string, body: Record<string, unknown> = {}) => tokenApi<T>(h, token, path, body);

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

type Wallet = { unit: string; balance: number };
const rupees = async (token: string) =>
  (await api<{ wallet: { wallets: Wallet[] } }>(token, '/user/GetUserInfo', {})).wallet.wallets.find(
    (w) => w.unit === 'INR',
  )?.balance ?? 0;

describe('pay-on-behalf', () => {
  it('A asks B in chat; B logs in from the link and pays in rupees; A sees it live, refunds, B is made whole', {
    timeout: 300_000,
  }, async () => {
    const a = await (await h.phone()).newPage();
    const bContext = await h.phone();
    const b = await bContext.newPage();
    try {
      await logIn(a, h.demo.account, h.demo.password);
      await a.waitForURL(/\/pages\/home\/home/);
      const aToken = await tokenOf(a);

      // B's id as A would know it (B told them); B logs in only later, in the browser.
      const friendLogin = await api<{ _id: string; token: string }>('', '/user/Login', {
        account: 'friend@wayfare.test',
        logonPassword: h.demo.password,
      });
      const friendId = friendLogin._id;
      const rupeesBefore = await rupees(friendLogin.token);
      expect(rupeesBefore).toBeGreaterThan(0);

      const { mid, merchant, addressId } = await allDayShop(h, aToken);
      const { lines, amount } = cartOf(merchant, { minLines: 2 });
      const order = await api<{ oid: string }>(aToken, '/order/CreateOrder', {
        mid,
        pType: 1,
        addressId,
        amount,
        products: lines,
      });

      // A: the order page offers "Ask a friend to pay"; the share sheet has the QR code, copy, and chat.
      await a.goto(`/pages/takeout_order_detail/takeout_order_detail?oid=${order.oid}`);
      await a.getByTestId('pob-ask').click();
      await a.getByTestId('pob-send').waitFor();
      expect(await a.getByTestId('pob-panel').getAttribute('data-state')).toBe('waiting');
      await settle(a);
      await h.shot(a, 'pay-on-behalf-share-en');
      await a.getByTestId('pob-uid').locator('input').fill(friendId);
      await a.getByTestId('pob-find').click();
      await a.getByTestId('pob-friend').waitFor();
      await a.getByTestId('pob-send-chat').click();
      await a.waitForURL(/\/pages\/chat\/chat/);
      const card = a.getByTestId('chat-pay-card').last();
      await card.waitFor();
      expect(await card.textContent()).toMatch(/\d\d:\d\d/);
      await settle(a);
      await h.shot(a, 'pay-on-behalf-chat-card-en');

      const detail = await api<{ payRequest: { pid: string } | null }>(aToken, '/order/GetOrderInfo', {
        oid: order.oid,
      });
      const pid = detail.payRequest?.pid ?? '';
      expect(pid.length).toBeGreaterThanOrEqual(24);

      // A waits on the order page for the payment.
      await a.goto(`/pages/takeout_order_detail/takeout_order_detail?oid=${order.oid}`);
      await a.getByTestId('pob-panel').waitFor();

      // B, logged out, opens the link the app shares: the start logic goes to the payer page.
      await b.goto(`/?pay_on_behalf=${pid}`);
      await b.waitForURL(new RegExp(`/pay_on_behalf\\?pay_on_behalf=${pid}`));
      await b.getByTestId('pob-view').waitFor();
      expect(await b.getByTestId('pob-status').getAttribute('data-status')).toBe('waiting');
      expect(await b.evaluate(() => localStorage.getItem('wf.pay_on_behalf_pay_ids'))).toContain(pid);
      await settle(b);
      await h.shot(b, 'pay-on-behalf-payer-logged-out-en');
      await b.getByTestId('pob-login').click();
      await b.waitForURL(/\/pages\/login\/login/);
      await b.getByPlaceholder('Email or phone number with area code').fill('friend@wayfare.test');
      await b.getByPlaceholder('Password').fill(h.demo.password);
      await b.locator('form button[type=submit]').click();
      await b.waitForURL(new RegExp(`/pay_on_behalf\\?pay_on_behalf=${pid}`), { timeout: 30_000 });
      // B holds rupees: a quote in rupees is shown and paid exactly.
      await b.getByTestId('pob-wallet-INR').click();
      await b.getByTestId('pob-quote').waitFor();
      await settle(b);
      await h.shot(b, 'pay-on-behalf-payer-quote-en');
      await b.getByTestId('pob-pay').click();
      await expect
        .poll(() => b.getByTestId('pob-status').getAttribute('data-status'), { timeout: 20_000 })
        .toBe('paid');
      await settle(b);
      await h.shot(b, 'pay-on-behalf-payer-paid-en');
      const bToken = await tokenOf(b);
      const paidRupees = rupeesBefore - (await rupees(bToken));
      expect(paidRupees).toBeGreaterThan(0);

      // A's page turns "paid by" B without a reload.
      await expect.poll(() => a.getByTestId('pob-panel').getAttribute('data-state'), { timeout: 20_000 }).toBe('paid');
      await settle(a);
      await h.shot(a, 'pay-on-behalf-requester-paid-en');

      // A refunds; the money goes back to B in rupees, exactly what B paid.
      await a.getByTestId('detail-refund').click();
      await a.locator('.adm-dialog').getByRole('button', { name: 'Refund', exact: true }).click();
      await expect
        .poll(() => a.getByTestId('status-header').getAttribute('data-status'), { timeout: 15_000 })
        .toBe('refunded');
      expect(await rupees(bToken)).toBe(rupeesBefore);
    } finally {
      await a.context().close();
      await bContext.close();
    }
  });
  it('a hotel stay paid on behalf: B (logged out first) pays by link, A sees it live and cancels, B is made whole; B finds the request again', {
    timeout: 300_000,
  }, async () => {
    const a = await (await h.phone()).newPage();
    const bContext = await h.phone();
    const b = await bContext.newPage();
    try {
      await logIn(a, h.demo.account, h.demo.password);
      await a.waitForURL(/\/pages\/home\/home/);
      const aToken = await tokenOf(a);
      const friendLogin = await api<{ _id: string; token: string }>('', '/user/Login', {
        account: 'friend@wayfare.test',
        logonPassword: h.demo.password,
      });
      const rupeesBefore = await rupees(friendLogin.token);

      // A books the cheapest flexible (free cancellation) room in Bangkok for a night, unpaid.
      const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
      const [checkIn, checkOut] = [day(45), day(46)];
      const found = await api<{ list: { mid: string; roomPid: string; fromPrice: number }[] }>(
        aToken,
        '/product/SearchHotels',
        { city: 'Bangkok', checkIn, checkOut, guests: 1, limt: 20 },
      );
      const stay = [...found.list].sort((x, y) => x.fromPrice - y.fromPrice)[0]!;
      const info = await api<{
        hotel: { roomTypes: { pid: string; rates: { rate: string; breakdown: { total: number } }[] }[] };
      }>(aToken, '/product/GetMerchantInfo', { mid: stay.mid, checkIn, checkOut, rooms: 1, guests: 1 });
      const room = info.hotel.roomTypes.find((r) => r.pid === stay.roomPid)!;
      const rate = room.rates.find((r) => r.rate === 'flexible')!;
      const order = await api<{ oid: string }>(aToken, '/order/CreateOrder', {
        pType: 3,
        mid: stay.mid,
        amount: rate.breakdown.total,
        products: [{ pid: room.pid, quantity: 1 }],
        hotel: { checkIn, checkOut, rate: 'flexible', arrivalTime: '15:30', contactPhone: '+66812345678' },
        passengers: [{ name: 'Demo Guest', idType: 'passport', idNumber: 'P7654321', idExpiry: '2035-01-01' }],
      });

      // A asks a friend from the hotel order page; the share sheet gives the link.
      await a.goto(`/pages/hotel_order_detail/hotel_order_detail?oid=${order.oid}`);
      await a.getByTestId('pob-ask').click();
      await a.getByTestId('pob-send').waitFor();
      const detail = await api<{ payRequest: { pid: string } | null }>(aToken, '/order/GetOrderInfo', {
        oid: order.oid,
      });
      const pid = detail.payRequest?.pid ?? '';
      expect(pid.length).toBeGreaterThanOrEqual(24);
      await a.goto(`/pages/hotel_order_detail/hotel_order_detail?oid=${order.oid}`);
      await a.getByTestId('pob-panel').waitFor();
      expect(await a.getByTestId('pob-panel').getAttribute('data-state')).toBe('waiting');

      // B, logged out, opens the link: the stay (hotel, city, total), never the guest's passport.
      await b.goto(`/?pay_on_behalf=${pid}`);
      await b.waitForURL(new RegExp(`/pay_on_behalf\\?pay_on_behalf=${pid}`));
      await b.getByTestId('pob-view').waitFor();
      expect(await b.getByTestId('pob-view').textContent()).not.toContain('P7654321');
      await b.getByTestId('pob-login').click();
      await b.waitForURL(/\/pages\/login\/login/);
      await b.getByPlaceholder('Email or phone number with area code').fill('friend@wayfare.test');
      await b.getByPlaceholder('Password').fill(h.demo.password);
      await b.locator('form button[type=submit]').click();
      await b.waitForURL(new RegExp(`/pay_on_behalf\\?pay_on_behalf=${pid}`), { timeout: 30_000 });
      await b.getByTestId('pob-wallet-INR').click();
      await b.getByTestId('pob-quote').waitFor();
      // The rate reads as a person would write it: a few digits, not the stored twelve.
      expect(await b.getByTestId('pob-quote').textContent()).toMatch(/1 INR = \d+(\.\d{1,2})? THB/);
      await b.getByTestId('pob-pay').click();
      await expect
        .poll(() => b.getByTestId('pob-status').getAttribute('data-status'), { timeout: 20_000 })
        .toBe('paid');
      const bToken = await tokenOf(b);
      expect(await rupees(bToken)).toBeLessThan(rupeesBefore);
      // Paying did not open the order to B: its address book, guests and voucher stay A's.
      const peek = (await (
        await fetch(`${h.url}/api/order/GetOrderInfo`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bToken}` },
          body: JSON.stringify({ oid: order.oid }),
        })
      ).json()) as Envelope<unknown>;
      expect(peek.status).not.toBe(0);

      // A's hotel page turns "paid" live; A cancels (free cancellation) and B's rupees come back.
      await expect.poll(() => a.getByTestId('pob-panel').getAttribute('data-state'), { timeout: 20_000 }).toBe('paid');
      await a.locator('[data-testid="status-header"][data-status="confirmed"]').waitFor({ timeout: 15_000 });
      await settle(a);
      await h.shot(a, 'pay-on-behalf-hotel-paid-en');
      await a.getByTestId('detail-cancel').click();
      await a.getByTestId('refund-confirm').click();
      await a.locator('[data-testid="status-header"][data-status="cancelled"]').waitFor({ timeout: 15_000 });
      await expect.poll(() => rupees(bToken), { timeout: 10_000 }).toBe(rupeesBefore);

      // B comes back later: the profile leads to the requests opened on this phone, this one now closed.
      await b.goto('/pages/user/user');
      await b.getByTestId('profile-pay-requests').click();
      await b.waitForURL(/\/pay_on_behalf$/);
      const opened = b.getByTestId('pob-stored-item').filter({ hasText: /Paid/ });
      await opened.first().waitFor();
      await expectAccessible(b);
      await settle(b);
      await h.shot(b, 'pay-on-behalf-opened-requests-en');
      await opened.first().click();
      await b.waitForURL(/\/pay_on_behalf\?pay_on_behalf=/);
      await b.getByTestId('pob-view').waitFor();
    } finally {
      await a.context().close();
      await bContext.close();
    }
  });
});
