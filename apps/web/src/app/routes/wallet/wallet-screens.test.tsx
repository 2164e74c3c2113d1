import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { i18n, initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { type FakeApi, fakeApi, type Handler } from '@/test/fake-api';
import { user } from '@/test/fixtures';
import { click, findByText, type, visibleTexts, waitFor } from '@/test/render';
import { renderApp } from '@/test/render-app';

const channel = (over: Record<string, unknown>) => ({
  channelCode: 'demo',
  name: 'Demo top-up (no real money)',
  provider: 'demo',
  icon: '',
  unit: 'THB',
  minAmount: 3500,
  maxAmount: 15_000_000,
  feeBp: 0,
  enabled: true,
  demo: true,
  needsReview: false,
  fields: [],
  ...over,
});

/** A Thai user: every amount of the wallet answers is satang, exactly as typed. */
const ctx = { country_code: 'TH', unit: 'THB', symbol: '฿', digits: 2 };

const rechargeConfig = {
  ...ctx,
  channels: [
    channel({}),
    channel({ channelCode: 'paypal', name: 'PayPal', provider: 'paypal', demo: false, enabled: false }),
  ],
  bonusRules: [{ minAmount: 150_000, bonus: 15_000 }],
  quickAmounts: [50_000, 150_000],
};

const account = {
  id: '1',
  account: '1234567890',
  type: 'bank',
  name: 'Somchai',
  bank: 'KBank',
  cardNumber: '1234567890',
  network: '',
  unit: 'THB',
  idNumber: 'X1',
  phone: '+66812345678',
  transferAccount: '',
  countryCode: 'TH',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const withdrawConfig = (over: Record<string, unknown> = {}) => ({
  ...ctx,
  channels: [
    channel({
      channelCode: 'bank_transfer',
      name: 'Bank account',
      provider: 'bank',
      demo: false,
      feeBp: 100,
      minAmount: 10_000,
      maxAmount: 10_000_000,
    }),
  ],
  balance: 500_000,
  held: 0,
  hasWithdrawPassword: true,
  allowed: true,
  accounts: [account],
  ...over,
});

let routes: Record<string, Handler>;
let api: FakeApi;

const callsTo = (path: string) => api.callsTo(path);
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const amountInput = () => document.querySelector('main input[inputmode="decimal"]') as HTMLInputElement;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  routes = {
    '/amount/GetRechargeConfig': () => rechargeConfig,
    '/amount/GetWithdrawConfig': () => withdrawConfig(),
    '/amount/GetRechargeList': () => ({ list: [], total: 0, page: 1, limt: 50, hasMore: false }),
  };
  api = fakeApi(routes);
  saveLoginUser(user);
});

afterEach(() => {
  configureApiClient(null);
  clearLoginUser();
});

describe('recharge center', () => {
  it('labels the demo channel, shows closed ones disabled, validates before sending', async () => {
    renderApp(paths.rechargeCenter);
    await findByText(document.body, 'Demo · no real money', 10_000);
    const paypal = document.querySelector<HTMLButtonElement>('[data-channel="paypal"]')!;
    expect(paypal.disabled).toBe(true);
    expect(paypal.textContent).toContain('Unavailable now');

    await type(amountInput(), '20');
    await click(byTestId('recharge-submit')!);
    await findByText(document.body, 'The minimum for this method is ฿35.00');
    expect(callsTo('/amount/Recharge')).toHaveLength(0);
  });

  it("shows a channel's own bonus step only while that channel is chosen", async () => {
    routes['/amount/GetRechargeConfig'] = () => ({
      ...rechargeConfig,
      channels: [
        channel({}),
        channel({ channelCode: 'offline_bank', name: 'Bank transfer', provider: 'offline', demo: false }),
      ],
      bonusRules: [
        { minAmount: 150_000, bonus: 15_000, channelCode: null },
        { minAmount: 100_000, bonus: 8_000, channelCode: 'offline_bank' },
      ],
    });
    renderApp(paths.rechargeCenter);
    await findByText(document.body, 'Top up ฿1,500.00, get ฿150.00 free', 10_000);
    expect(document.body.textContent).not.toContain('get ฿80.00 free');
    await click(document.querySelector<HTMLButtonElement>('[data-channel="offline_bank"]')!);
    await findByText(document.body, 'Top up ฿1,000.00, get ฿80.00 free');
    expect(document.body.textContent).toContain('Top up ฿1,500.00, get ฿150.00 free');
  });

  it('shows the bonus the amount earns, credits at once and opens the result', async () => {
    routes['/amount/Recharge'] = (b) => ({
      rechargeId: '9',
      status: 1,
      amount: b.amount,
      bonus: 15_000,
      unit: 'THB',
      redirectUrl: null,
      providerRef: null,
      balance: 175_000,
    });
    const { router } = renderApp(paths.rechargeCenter);
    const chip = await findByText(document.body, '฿1,500.00');
    await click(chip);
    await waitFor(() => expect(byTestId('bonus-status')?.textContent).toBe('This top-up earns a ฿150.00 bonus'));
    expect(byTestId('recharge-submit')?.textContent).toBe('Top up ฿1,500.00');
    await click(byTestId('recharge-submit')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.payInfo));
    const [sent] = callsTo('/amount/Recharge');
    expect(sent?.body).toMatchObject({ channelCode: 'demo', country_code: 'TH', amount: 150_000, isApp: false });
    expect(String(sent?.body.idempotencyKey)).toMatch(/^[A-Za-z0-9_\-:.]{8,128}$/);
    expect(router.state.location.search).toBe('?kind=recharge&id=9');
  });

  it("opens every transaction (All) from the card's Transactions, and the top-ups from the header", async () => {
    const { router } = renderApp(paths.rechargeCenter);
    await waitFor(() => expect(byTestId('open-records')).not.toBeNull(), 10_000);
    await click(byTestId('open-records')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.transactionRecord));
    expect(router.state.location.search).toBe('?tab=all');
  });

  it('reuses the idempotency key when the same top-up is retried after a network error', async () => {
    let fail = true;
    routes['/amount/Recharge'] = (b) =>
      fail
        ? new TypeError('Failed to fetch')
        : {
            rechargeId: '10',
            status: 1,
            amount: b.amount,
            bonus: 0,
            unit: 'THB',
            redirectUrl: null,
            providerRef: null,
            balance: 1,
          };
    renderApp(paths.rechargeCenter);
    await click(await findByText(document.body, '฿500.00'));
    await click(byTestId('recharge-submit')!);
    await waitFor(() => expect(callsTo('/amount/Recharge')).toHaveLength(1));
    await waitFor(() => expect((byTestId('recharge-submit') as HTMLButtonElement).disabled).toBe(false));
    fail = false;
    await click(byTestId('recharge-submit')!);
    await waitFor(() => expect(callsTo('/amount/Recharge')).toHaveLength(2));
    const [first, second] = callsTo('/amount/Recharge');
    expect(second?.body.idempotencyKey).toBe(first?.body.idempotencyKey);
  });
});

describe('withdraw', () => {
  it('explains what to fix when real-name data or the withdrawal password is missing', async () => {
    routes['/amount/GetWithdrawConfig'] = () => withdrawConfig({ allowed: false, hasWithdrawPassword: false });
    renderApp(paths.withdraw);
    await waitFor(() => expect(byTestId('withdraw-verify')).not.toBeNull());
    expect(byTestId('withdraw-password')).not.toBeNull();
    expect((byTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('previews the fee, asks for the password on the keypad, and shows the review status', async () => {
    let tries = 0;
    routes['/amount/Withdraw'] = (b) => {
      tries += 1;
      if (b.withdrawalPassword !== '135790')
        return { status: 1006, data: null, msg: 'withdraw_password_incorrect', params: { remaining: 4 } };
      return {
        withdrawalId: '7',
        status: 0,
        amount: b.amount,
        fee: 1000,
        unit: 'THB',
        balance: 400_000,
        held: 100_000,
      };
    };
    renderApp(paths.withdraw);
    await waitFor(() => expect(amountInput()).not.toBeNull(), 10_000);
    // Withdrawing ฿1,000 at 1%: fee ฿10.00, ฿990.00 arrives, ฿1,000.00 leaves.
    await type(amountInput(), '1000');
    await waitFor(() => expect(byTestId('fee-amount')?.textContent).toBe('฿10.00'));
    expect(byTestId('receive-amount')?.textContent).toBe('฿990.00');

    await click(byTestId('withdraw-submit')!);
    await waitFor(() => expect(byTestId('pin-sheet')).not.toBeNull());
    const press = async (digits: string) => {
      for (const d of digits) await click(document.querySelector(`[data-digit="${d}"]`)!);
    };
    await press('111111');
    await findByText(document.body, 'Withdrawal password not set or incorrect. 4 attempts left');
    const firstKey = callsTo('/amount/Withdraw')[0]?.body.idempotencyKey;
    await press('135790');
    await waitFor(() => expect(byTestId('withdraw-done')).not.toBeNull());
    expect(byTestId('withdraw-done')?.textContent).toContain('Under review');
    expect(byTestId('withdraw-done')?.textContent).toContain('-฿1,000.00');
    expect(byTestId('withdraw-done')?.textContent).toContain('฿990.00');
    expect(tries).toBe(2);
    const [wrong, right] = callsTo('/amount/Withdraw');
    expect(right?.body).toMatchObject({
      channelCode: 'bank_transfer',
      amount: 100_000,
      withdrawData: { account: '1234567890' },
    });
    // A refused password closes the attempt: the corrected one is a new submission.
    expect(wrong?.body.idempotencyKey).toBe(firstKey);
    expect(right?.body.idempotencyKey).not.toBe(firstKey);
  });
});

describe('transaction record', () => {
  it('shows each line in its own currency, and a conversion with both sides and the rate', async () => {
    const fx = { quoteId: '5', fromUnit: 'USD', fromAmount: 1000, toUnit: 'THB', toAmount: 35_500, rate: '35.5' };
    const line = (over: Record<string, unknown>) => ({
      _id: '1',
      type: 1,
      amount: 50_000,
      balanceAfter: 50_000,
      unit: 'THB',
      fx: null,
      oid: null,
      ref: null,
      memo: '',
      createdAt: '2025-05-12T03:00:00.000Z',
      ...over,
    });
    routes['/amount/GetAmountsList'] = () => ({
      list: [
        line({ _id: '3', type: 17, amount: 35_500, balanceAfter: 85_500, fx }),
        line({ _id: '2', type: 17, amount: -1000, balanceAfter: 4000, unit: 'USD', fx }),
        line({ _id: '1' }),
      ],
      total: 3,
      page: 1,
      limt: 20,
      hasMore: false,
    });
    renderApp(paths.transactionRecord);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="transaction-item"]')).toHaveLength(3), 10_000);
    const items = [...document.querySelectorAll<HTMLElement>('[data-testid="transaction-item"]')];
    expect(items[0]?.textContent).toContain('Currency conversion');
    expect(items[0]?.textContent).toContain('+฿355.00');
    expect(items[0]?.textContent).toContain('Balance ฿855.00');
    expect(items[0]?.querySelector('[data-testid="transaction-fx"]')?.textContent).toBe(
      '$10.00 → ฿355.00 · 1 USD = 35.5 THB',
    );
    expect(items[1]?.textContent).toContain('-$10.00');
    expect(items[1]?.textContent).toContain('Balance $40.00');
    expect(items[2]?.textContent).toContain('Top-up');
    expect(items[2]?.textContent).toContain('+฿500.00');
  });
});

describe('wallet screens are fully translated', () => {
  const keyLike = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;
  const data = new Set(['Demo top-up (no real money)', 'PayPal', 'Bank account', 'KBank', 'Somchai', 'THB']);
  const wordless = (s: string) => !/\p{L}{2,}/u.test(s);

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['recharge center', paths.rechargeCenter, 'wallet.recharge.method'],
    ['withdraw', paths.withdraw, 'wallet.withdraw.method'],
    ['records', paths.transactionRecord, 'wallet.tabs.all'],
    ['payment accounts', paths.userPayment, 'wallet.bank.empty'],
  ])('%s', async (_name, url, marker) => {
    routes['/user/GetBanks'] = () => ({ list: [] });
    routes['/amount/GetAmountsList'] = () => ({ list: [], total: 0, page: 1, limt: 20, hasMore: false });
    await i18n.changeLanguage('cimode');
    const { container } = renderApp(url);
    await waitFor(() => expect(visibleTexts(container)).toContain(marker), 5000);
    const bad = visibleTexts(document.body).filter((text) => {
      const parts = text.split(/\s+/).filter(Boolean);
      return !parts.every((p) => keyLike.test(p) || wordless(p) || data.has(text) || data.has(p));
    });
    expect(bad.filter((text) => !data.has(text))).toEqual([]);
  });
});
