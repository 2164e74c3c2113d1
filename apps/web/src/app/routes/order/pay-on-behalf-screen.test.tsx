import type { PayRequestInfo } from '@wayfare/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { href, paths } from '@/config/paths';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { storageKeys, writeStored } from '@/lib/storage';
import { type FakeApi, fakeApi, type Handler } from '@/test/fake-api';
import { user } from '@/test/fixtures';
import { click, findByText, waitFor } from '@/test/render';
import { renderApp } from '@/test/render-app';

const PID = 'pidAAAAAAAAAAAAAAAAAAAAAAAA';
const OTHER = 'pidBBBBBBBBBBBBBBBBBBBBBBBB';

const request = (pid: string, over: Partial<PayRequestInfo> = {}): PayRequestInfo => ({
  pid,
  status: 0,
  requester: { _id: '9', name: 'Nok', head: null },
  content: '',
  order: {
    oid: '301',
    pType: 1,
    title: 'Krua Apsorn',
    image: '',
    amount: 22_000,
    unit: 'THB',
    itemCount: 1,
    status: 0,
  },
  items: [],
  amount: 22_000,
  unit: 'THB',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  remainingSeconds: 600,
  link: `/pay_on_behalf?pay_on_behalf=${pid}`,
  city: 'Bangkok',
  payer: null,
  mine: false,
  ...over,
});

const paypalChannel = (unit: string) => ({
  channelCode: 'paypal',
  name: 'PayPal',
  provider: 'paypal',
  icon: '',
  unit,
  minAmount: 100,
  maxAmount: 1_000_000,
  feeBp: 0,
  enabled: true,
  demo: false,
  needsReview: false,
});

let routes: Record<string, Handler>;
let api: FakeApi;

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  routes = {
    '/order/GetPayOrderInfo': (b) => request(String(b.pid)),
    '/amount/GetRechargeConfig': () => ({ unit: 'THB', symbol: '฿', digits: 2, channels: [paypalChannel('THB')] }),
  };
  api = fakeApi(routes);
  saveLoginUser(user);
  writeStored(storageKeys.payOnBehalfIds, null);
});
afterEach(() => {
  configureApiClient(null);
  clearLoginUser();
  writeStored(storageKeys.payOnBehalfIds, null);
});

describe('pay_on_behalf payer page', () => {
  it('offers PayPal in the currency paid and sends the request through it', async () => {
    routes['/order/PayInitiateOrder'] = () => ({
      pid: PID,
      oid: '301',
      status: 0,
      paid: false,
      amount: 22_000,
      unit: 'THB',
      payAmount: 22_000,
      payUnit: 'THB',
      balance: 10_000,
      redirectUrl: 'https://paypal.example/checkoutnow?token=ORD-1',
      providerRef: 'ORD-1',
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      renderApp(href(paths.payOnBehalf, { pay_on_behalf: PID }));
      await click(await findByText(document.body, 'Pay ฿220.00 with PayPal', 10_000));
      await waitFor(() => expect(api.callsTo('/order/PayInitiateOrder')).toHaveLength(1));
      expect(api.callsTo('/order/PayInitiateOrder')[0]?.body).toMatchObject({ pid: PID, payType: 'paypal' });
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.example/checkoutnow?token=ORD-1'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers no PayPal when the payer’s channel charges another currency', async () => {
    routes['/amount/GetRechargeConfig'] = () => ({
      unit: 'USD',
      symbol: '$',
      digits: 2,
      channels: [paypalChannel('USD')],
    });
    renderApp(href(paths.payOnBehalf, { pay_on_behalf: PID }));
    // The wallet option is there; the config was read and answered, and PayPal stays hidden.
    await findByText(document.body, 'Pay ฿220.00', 10_000);
    await waitFor(() => expect(api.callsTo('/amount/GetRechargeConfig').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 200));
    expect(document.querySelector('[data-testid="pob-pay"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="pob-paypal"]')).toBeNull();
  });

  it('lists the requests opened on this device, each with its state, when opened without a link', async () => {
    writeStored(storageKeys.payOnBehalfIds, [OTHER, PID]);
    routes['/order/GetPayOrderInfo'] = (b) =>
      b.pid === OTHER
        ? request(OTHER, { status: 1, order: { ...request(OTHER).order, title: 'Sky Hostel', status: 1 } })
        : request(PID);
    const { router } = renderApp(paths.payOnBehalf);
    await findByText(document.body, 'Sky Hostel', 10_000);
    const items = [...document.querySelectorAll('[data-testid="pob-stored-item"]')];
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Paid'),
      expect.stringContaining('Waiting'),
    ]);
    await click(items[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(`?pay_on_behalf=${PID}`));
  });
});
