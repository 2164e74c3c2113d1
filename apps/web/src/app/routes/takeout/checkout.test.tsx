import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { href, paths } from '@/config/paths';
import { cartStore, lineOf } from '@/features/takeout/utils/cart-store';
import { noodles } from '@/features/takeout/utils/menu.fixture';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { removeStored, storageKeys, writeStored } from '@/lib/storage';
import { type FakeApi, fakeApi, type Handler } from '@/test/fake-api';
import { merchant, user } from '@/test/fixtures';
import { click, waitFor } from '@/test/render';
import { renderApp } from '@/test/render-app';

const soon = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

const home = {
  id: '5',
  name: 'Somchai',
  phone: '+66812345678',
  address: '12 Sukhumvit Rd',
  label: 'Home',
  latitude: 13.73,
  longitude: 100.57,
  detailed: '',
  houseNumber: '',
  isDefault: true,
};

/** A Bangkok restaurant pricing in baht: boat noodles ฿250.00 (25000 satang), delivery ฿29.00. */
const dish = { ...noodles, mid: merchant.mid, price: 25_000, specs: [] };
const detail = {
  ...merchant,
  unit: 'THB',
  deliveryFee: 2900,
  minOrder: 0,
  description: '',
  address: 'Dinso Rd',
  phone: '',
  latitude: 13.75,
  longitude: 100.5,
  openingHours: [{ days: [0, 1, 2, 3, 4, 5, 6], open: 0, close: 1440 }],
  timezone: 'Asia/Bangkok',
  nextOpenAt: null,
  deliveryRadius: 10_000,
  categories: [{ id: '1', name: 'Noodles', products: [dish] }],
};

let routes: Record<string, Handler>;
let api: FakeApi;

beforeAll(async () => {
  await initI18n('en');
});

/** A Thai user whose only money is in US dollars: a baht order must be paid from it at a quote. */
const thaiWithDollars = {
  ...user,
  address: { [home.id]: home },
  wallet: {
    balance: 0,
    held: 0,
    unit: 'THB',
    symbol: '฿',
    digits: 2,
    wallets: [
      { unit: 'THB', symbol: '฿', digits: 2, balance: 0, held: 0 },
      { unit: 'USD', symbol: '$', digits: 2, balance: 5000, held: 0 },
    ],
  },
};

beforeEach(() => {
  saveLoginUser(thaiWithDollars);
  writeStored(storageKeys.foodCart, { [user._id]: { [merchant.mid]: [lineOf(dish, [], 2)] } });
  cartStore.reload();
  routes = {
    '/user/GetUserInfo': () => thaiWithDollars,
    '/product/GetMerchantInfo': () => detail,
    '/order/GetDelivery': () => ({
      mid: merchant.mid,
      addressId: home.id,
      inRange: true,
      distance: 850,
      radius: 10_000,
      deliveryFee: 2900,
      minOrder: 0,
      unit: 'THB',
      etaMinutes: 30,
      open: true,
    }),
    '/order/CreateOrder': (b) => ({ oid: '501', amount: b.amount }),
    '/order/PayOrder': (b) =>
      b.quoteId === '88'
        ? {
            oid: '501',
            status: 1,
            payStatus: 1,
            amount: 52_900,
            unit: 'THB',
            payment: {
              quoteId: '88',
              fromUnit: 'USD',
              fromAmount: 1491,
              toUnit: 'THB',
              toAmount: 52_900,
              rate: '35.5',
            },
            balance: 3509,
            balanceUnit: 'USD',
            paidAt: soon(0),
          }
        : { status: 1015, data: null, msg: 'insufficient_balance' },
    '/order/GetPayQuote': () => ({
      quoteId: '88',
      oid: '501',
      amount: 52_900,
      unit: 'THB',
      payAmount: 1491,
      payUnit: 'USD',
      rate: '35.5',
      balance: 5000,
      expiresAt: soon(900),
    }),
  };
  api = fakeApi(routes);
});

afterEach(() => {
  configureApiClient(null);
  clearLoginUser();
  removeStored(storageKeys.foodCart);
});

describe('checkout in the merchant currency', () => {
  it('totals in baht, pays the cart total, and pays from the USD balance at a quote', async () => {
    const { router } = renderApp(href(paths.confirmTakeoutOrder, { mid: merchant.mid }));
    await waitFor(() => expect(byTestId('checkout-total')).not.toBeNull(), 10_000);
    expect(byTestId('checkout-total')?.textContent).toContain('฿529.00');
    expect(byTestId('checkout-delivery-fee')?.textContent).toContain('฿29.00');
    await waitFor(() => expect(byTestId('checkout-pay')?.textContent).toBe('Pay ฿529.00'));
    expect(byTestId('checkout-balance')?.textContent).toContain('฿0.00');
    expect(byTestId('checkout-other-balances')?.textContent).toContain('$50.00');

    await click(byTestId('checkout-pay')!);
    await waitFor(() => expect(api.callsTo('/order/CreateOrder')).toHaveLength(1));
    // What is paid is exactly the cart total, in the merchant's currency.
    expect(api.callsTo('/order/CreateOrder')[0]?.body).toMatchObject({ mid: merchant.mid, amount: 52_900 });
    await waitFor(() => expect(byTestId('pay-with-USD')).not.toBeNull());
    expect(byTestId('pay-shortfall')?.textContent).toContain('This order costs ฿529.00');
    await click(byTestId('pay-with-USD')!);
    await waitFor(() => expect(byTestId('pay-quote')).not.toBeNull());
    expect(byTestId('pay-quote-amount')?.textContent).toBe('$14.91');
    expect(byTestId('pay-quote-rate')?.textContent).toBe('1 USD = 35.5 THB');
    expect(byTestId('pay-quote')?.querySelector('[role="timer"]')?.textContent).toMatch(/^1[45]:\d{2}$/);
    expect(byTestId('pay-quote-confirm')?.textContent).toBe('Pay $14.91');
    await click(byTestId('pay-quote-confirm')!);
    await waitFor(() => expect(api.callsTo('/order/PayOrder')).toHaveLength(2));
    const [first, second] = api.callsTo('/order/PayOrder');
    expect(first?.body.quoteId).toBeUndefined();
    expect(second?.body).toMatchObject({ oid: '501', quoteId: '88' });
    expect(second?.body.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.takeoutOrderDetail));
    expect(router.state.location.search).toBe('?oid=501');
  });

  it('a changed price shows what changed and the new total; going back orders nothing, confirming orders at it', async () => {
    // The restaurant raised the noodles to ฿260.00 and the delivery fee to ฿35.00 after the menu was read.
    routes['/order/CreateOrder'] = (b) =>
      b.amount === 55_500
        ? { oid: '502', amount: 55_500 }
        : {
            status: 1010,
            data: null,
            msg: 'amount_exception',
            params: {
              amount: 55_500,
              currency: 'THB',
              previous: b.amount as number,
              itemsTotal: 52_000,
              deliveryFee: 3500,
              changes: [
                { kind: 'item', pid: dish.pid, name: 'Boat noodles', was: 25_000, now: 26_000 },
                { kind: 'delivery_fee', was: 2900, now: 3500 },
              ],
            },
          };
    routes['/order/PayOrder'] = () => ({
      oid: '502',
      status: 1,
      payStatus: 1,
      amount: 55_500,
      unit: 'THB',
      payment: null,
      balance: 0,
      balanceUnit: 'THB',
      paidAt: soon(0),
    });
    const { router } = renderApp(href(paths.confirmTakeoutOrder, { mid: merchant.mid }));
    await waitFor(() => expect(byTestId('checkout-pay')?.textContent).toBe('Pay ฿529.00'), 10_000);
    await click(byTestId('checkout-pay')!);
    await waitFor(() => expect(byTestId('price-change')).not.toBeNull());
    // The prices shown went along with the order, so the server could say which changed.
    expect(api.callsTo('/order/CreateOrder')[0]?.body).toMatchObject({
      amount: 52_900,
      deliveryFee: 2900,
      products: [{ pid: dish.pid, quantity: 2, unitPrice: 25_000 }],
    });
    const rows = [...document.querySelectorAll('[data-testid="price-change-row"]')].map((r) => r.textContent);
    expect(rows).toEqual(['Boat noodles฿250.00 → ฿260.00', 'Delivery fee฿29.00 → ฿35.00']);
    expect(byTestId('price-change-previous')?.textContent).toBe('฿529.00');
    expect(byTestId('price-change-total')?.textContent).toBe('฿555.00');

    await click(byTestId('price-change-back')!);
    await waitFor(() => expect(byTestId('price-change')).toBeNull());
    expect(api.callsTo('/order/CreateOrder')).toHaveLength(1);
    expect(api.callsTo('/order/PayOrder')).toHaveLength(0);

    await click(byTestId('checkout-pay')!);
    await waitFor(() => expect(byTestId('price-change-confirm')).not.toBeNull());
    expect(byTestId('price-change-confirm')?.textContent).toBe('Order at ฿555.00');
    await click(byTestId('price-change-confirm')!);
    await waitFor(() => expect(api.callsTo('/order/PayOrder')).toHaveLength(1));
    expect(api.callsTo('/order/CreateOrder').at(-1)?.body).toMatchObject({ amount: 55_500 });
    expect(api.callsTo('/order/PayOrder')[0]?.body).toMatchObject({ oid: '502' });
    await waitFor(() => expect(router.state.location.search).toBe('?oid=502'));
  });

  it('offers a fresh quote when the quote expired before paying', async () => {
    routes['/order/PayOrder'] = (b) =>
      b.quoteId
        ? { status: 1120, data: null, msg: 'quote_expired' }
        : { status: 1015, data: null, msg: 'insufficient_balance' };
    renderApp(href(paths.confirmTakeoutOrder, { mid: merchant.mid }));
    await waitFor(() => expect(byTestId('checkout-pay')?.textContent).toBe('Pay ฿529.00'), 10_000);
    await click(byTestId('checkout-pay')!);
    await waitFor(() => expect(byTestId('pay-with-USD')).not.toBeNull());
    await click(byTestId('pay-with-USD')!);
    await waitFor(() => expect(byTestId('pay-quote-confirm')).not.toBeNull());
    await click(byTestId('pay-quote-confirm')!);
    await waitFor(() => expect(byTestId('pay-quote-expired')).not.toBeNull());
    expect(byTestId('pay-quote-confirm')).toBeNull();
    await click(byTestId('pay-quote-refresh')!);
    await waitFor(() => expect(api.callsTo('/order/GetPayQuote')).toHaveLength(2));
    await waitFor(() => expect(byTestId('pay-quote-confirm')).not.toBeNull());
  });
});
