import type { OrderDetail, OrderSummary } from '@wayfare/contracts';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { href, paths } from '@/config/paths';
import { changeLocale, currentLocale, i18n, initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { type SocketClient, type SocketEvent, setSocketClient } from '@/lib/socket';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { type FakeApi, fakeApi, type Handler } from '@/test/fake-api';
import { user } from '@/test/fixtures';
import { click, dialogButton, findByText, visibleTexts, waitFor } from '@/test/render';
import { renderApp } from '@/test/render-app';

const soon = (s: number) => new Date(Date.now() + s * 1000).toISOString();

const summary = (over: Partial<OrderSummary>): OrderSummary => ({
  oid: '101',
  pType: 1,
  status: 0,
  payStatus: 0,
  mid: '7',
  title: 'Krua Apsorn',
  image: '',
  amount: 36_500,
  unit: 'THB',
  itemCount: 2,
  itemsPreview: 'Pad Thai, Thai iced tea',
  createdAt: '2025-05-12T03:00:00.000Z',
  expiresAt: null,
  canPay: false,
  canRefund: false,
  refundStage: null,
  canReview: false,
  canChangeAddress: false,
  canCancel: false,
  canReorder: false,
  ...over,
});

const unpaid = summary({ oid: '101', expiresAt: soon(600), canPay: true, canChangeAddress: true });
const moving = summary({ oid: '102', status: 3, payStatus: 1, canRefund: true, refundStage: 'request' });
/** Still with the restaurant: refunded at once. */
const preparing = { ...moving, status: 2, refundStage: 'instant' as const };

const home = {
  id: '5',
  name: 'Somchai',
  phone: '+66812345678',
  address: '12 Sukhumvit Rd',
  label: 'Home',
  latitude: 13.73,
  longitude: 100.57,
  detailed: 'Floor 3',
  houseNumber: '12/4',
  isDefault: true,
};
const far = {
  ...home,
  id: '6',
  address: '1 Far Away Rd',
  label: 'Work',
  detailed: '',
  houseNumber: '',
  isDefault: false,
};

const detail = (s: OrderSummary, over: Partial<OrderDetail> = {}): OrderDetail => ({
  ...s,
  itemsTotal: 32_500,
  deliveryFee: 4000,
  serviceFee: 0,
  discount: 0,
  items: [
    {
      pid: '1',
      name: 'Boat noodles',
      image: '',
      unitPrice: 16_250,
      quantity: 2,
      specs: [{ group: 'Size', option: 'Large', price: 1000 }],
      subtotal: 32_500,
    },
  ],
  passengers: [],
  remark: '',
  address: home,
  merchant: {
    mid: '7',
    name: 'Krua Apsorn',
    logo: '',
    phone: '+66 2 000 0000',
    address: 'Dinso Rd',
    latitude: 13.75,
    longitude: 100.5,
  },
  flight: null,
  hotel: null,
  timeline: Array.from({ length: s.status + 1 }, (_, i) => ({ status: i, at: '2025-05-12T03:00:00.000Z' })),
  nextStepAt: null,
  payer: null,
  payRequest: null,
  paidAt: s.payStatus ? '2025-05-12T03:01:00.000Z' : null,
  payment: null,
  completedAt: null,
  refundedAt: null,
  refundAmount: 0,
  reviewed: false,
  refundRequest: null,
  cancelledAt: null,
  cancelReason: null,
  ...over,
});

let routes: Record<string, Handler>;
let api: FakeApi;

const page = (list: OrderSummary[]) => ({ list, total: list.length, page: 1, limt: 10, hasMore: false });
const callsTo = (path: string) => api.callsTo(path);
const byTestId = (id: string, root: ParentNode = document) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const card = (oid: string) => document.querySelector<HTMLElement>(`[data-testid="order-card"][data-oid="${oid}"]`);

/** A socket client that lets the test push `onMessage` frames, as the real one does. */
function fakeSocket() {
  const handlers = new Map<SocketEvent, Set<(d: unknown) => void>>();
  const client: SocketClient = {
    open() {},
    close() {},
    send() {},
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => set.delete(handler);
    },
    connected: true,
  };
  setSocketClient(client);
  const emit = (event: SocketEvent, data: unknown) =>
    act(() => {
      for (const h of handlers.get(event) ?? []) h(data);
    });
  return {
    push: (data: unknown) => emit('onMessage', data),
    emit,
    listeners: () => handlers.get('onMessage')?.size ?? 0,
  };
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  routes = {
    '/user/GetOrderNum': () => ({ pendingPayment: 1, toReceive: 1, refund: 0, toReview: 0, total: 2 }),
    '/order/GetOrderList': (b) => page(b.status === 0 ? [unpaid] : b.status === 1 ? [moving] : []),
  };
  api = fakeApi(routes);
  saveLoginUser({ ...user, address: { [home.id]: home, [far.id]: far } });
  writeStored(storageKeys.orderListTab, null);
});

afterEach(() => {
  configureApiClient(null);
  clearLoginUser();
  setSocketClient({ open() {}, close() {}, send() {}, on: () => () => {}, connected: false });
});

describe('order list', () => {
  it('shows pending payment first, with the time left and a Pay button, and badges per tab', async () => {
    renderApp(paths.orderList);
    await waitFor(() => expect(card('101')).not.toBeNull(), 10_000);
    const c = card('101')!;
    expect(c.textContent).toContain('Krua Apsorn');
    expect(c.textContent).toContain('Awaiting payment');
    expect(c.textContent).toContain('2 items');
    expect(byTestId('order-card-items', c)?.textContent).toBe('Pad Thai, Thai iced tea');
    expect(c.textContent).toContain('฿365.00');
    expect(byTestId('pay-countdown', c)?.textContent).toMatch(/Pay within\s*\d{2}:\d{2}/);
    expect(byTestId('order-pay', c)).not.toBeNull();
    expect(byTestId('order-refund', c)).toBeNull();
    expect(callsTo('/order/GetOrderList')[0]?.body).toMatchObject({ page: 1, status: 0 });
    await waitFor(() => expect(byTestId('order-tab-0')?.textContent).toContain('1'));
  });

  it('remembers the chosen tab in local storage and opens on it next time', async () => {
    const first = renderApp(paths.orderList);
    await waitFor(() => expect(card('101')).not.toBeNull(), 10_000);
    await click(byTestId('order-tab-1')!);
    await waitFor(() => expect(card('102')).not.toBeNull());
    expect(readStored(storageKeys.orderListTab)).toBe(1);
    const c = card('102')!;
    expect(c.textContent).toContain('Rider heading to the restaurant');
    expect(byTestId('order-pay', c)).toBeNull();
    expect(byTestId('order-refund', c)).not.toBeNull();
    first.unmount();

    renderApp(paths.orderList);
    await waitFor(() => expect(card('102')).not.toBeNull(), 10_000);
    expect(card('101')).toBeNull();
  });

  it('shows an empty tab with a way to browse food', async () => {
    writeStored(storageKeys.orderListTab, 2);
    const { router } = renderApp(paths.orderList);
    await findByText(document.body, 'No refunds', 10_000);
    await click(await findByText(document.body, 'Browse food'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.takeout));
  });

  it('loads the next page at the end of the list', async () => {
    const many = Array.from({ length: 10 }, (_, i) => summary({ oid: String(500 - i), status: 2, payStatus: 1 }));
    routes['/order/GetOrderList'] = (b) =>
      b.status !== 1
        ? page([])
        : b.page === 1
          ? { ...page(many), total: 11, hasMore: true }
          : { list: [summary({ oid: '42', status: 1, payStatus: 1 })], total: 11, page: 2, limt: 10, hasMore: false };
    writeStored(storageKeys.orderListTab, 1);
    // jsdom has no layout: give elements a parent box so the infinite scroll measures the end as in view.
    const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.parentElement;
    });
    renderApp(paths.orderList);
    await waitFor(() => expect(card('42')).not.toBeNull(), 10_000).finally(() => offsetParent.mockRestore());
    expect(document.querySelectorAll('[data-testid="order-card"]')).toHaveLength(11);
    expect(callsTo('/order/GetOrderList').map((c) => c.body.page)).toEqual([1, 2]);
    await findByText(document.body, "You've reached the end");
  });

  it('opens the order detail when a card is tapped', async () => {
    const { router } = renderApp(paths.orderList);
    await waitFor(() => expect(card('101')).not.toBeNull(), 10_000);
    await click(byTestId('order-view', card('101')!)!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.takeoutOrderDetail));
    expect(router.state.location.search).toBe('?oid=101');
  });

  it('moves an order to the next tab when the socket says it was paid', async () => {
    const socket = fakeSocket();
    let pending = [unpaid];
    routes['/order/GetOrderList'] = (b) => page(b.status === 0 ? pending : []);
    renderApp(paths.orderList);
    await waitFor(() => expect(card('101')).not.toBeNull(), 10_000);
    pending = [];
    socket.push({
      kind: 'order',
      order: { oid: '101', pType: 1, status: 1, previousStatus: 0, payStatus: 1, at: new Date().toISOString() },
    });
    await waitFor(() => expect(card('101')).toBeNull());
    await findByText(document.body, 'No orders waiting for payment');
  });
});

describe('order detail', () => {
  it('shows status, timeline with ETA, restaurant, address, items with specs, fees and the order number', async () => {
    routes['/order/GetOrderInfo'] = () => detail(moving, { nextStepAt: soon(60) });
    renderApp(href(paths.takeoutOrderDetail, { oid: '102' }));
    await waitFor(() => expect(byTestId('status-header')).not.toBeNull(), 10_000);
    expect(byTestId('status-header')?.textContent).toContain('Rider heading to the restaurant');
    expect(byTestId('order-eta')?.textContent).toMatch(/^Next update around /);
    const steps = [...document.querySelectorAll<HTMLElement>('[data-testid="order-timeline"] li')];
    expect(steps.map((s) => s.dataset.state)).toEqual(['done', 'done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(steps[4]?.textContent).toMatch(/Rider delivering\s*Expected around/);
    expect(byTestId('order-merchant')?.textContent).toContain('Krua Apsorn');
    expect(byTestId('order-address')?.textContent).toContain('12/4, Floor 3, 12 Sukhumvit Rd');
    expect(byTestId('order-items')?.textContent).toContain('Size: Large');
    expect(byTestId('order-total')?.textContent).toContain('฿365.00');
    expect(byTestId('order-oid')?.textContent).toBe('102');
    // Rider on the way to the restaurant: refund yes, pay and address change no.
    expect(byTestId('detail-refund')).not.toBeNull();
    expect(byTestId('detail-pay')).toBeNull();
    expect(byTestId('change-address')).toBeNull();
  });

  it('reads the order again when the user switches the language: dishes are named in it', async () => {
    const [item] = detail(moving).items;
    routes['/order/GetOrderInfo'] = () =>
      detail(moving, { items: [{ ...item!, name: currentLocale() === 'th-TH' ? 'ก๋วยเตี๋ยวเรือ' : 'Boat noodles' }] });
    renderApp(href(paths.takeoutOrderDetail, { oid: '102' }));
    await waitFor(() => expect(byTestId('order-items')?.textContent).toContain('Boat noodles'), 10_000);
    try {
      await act(() => changeLocale('th-TH', { persist: false }));
      await waitFor(() => expect(byTestId('order-items')?.textContent).toContain('ก๋วยเตี๋ยวเรือ'));
    } finally {
      await act(() => changeLocale('en', { persist: false }));
    }
  });

  it('opens the support chat with this order offered from the help row', async () => {
    routes['/order/GetOrderInfo'] = () => detail(moving);
    const { router } = renderApp(href(paths.takeoutOrderDetail, { oid: '102' }));
    await waitFor(() => expect(byTestId('order-help')).not.toBeNull(), 10_000);
    expect(byTestId('order-help')?.textContent).toContain('Chat with support');
    await click(byTestId('order-help') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat));
    expect(new URLSearchParams(router.state.location.search).get('oid')).toBe('102');
    expect(new URLSearchParams(router.state.location.search).get('support')).toBe('1');
  });

  it('advances live when the socket pushes a status change, without reloading', async () => {
    const socket = fakeSocket();
    let current = detail(summary({ oid: '103', status: 4, payStatus: 1, canRefund: true }), {
      nextStepAt: soon(20),
    });
    routes['/order/GetOrderInfo'] = () => current;
    renderApp(href(paths.takeoutOrderDetail, { oid: '103' }));
    await waitFor(() => expect(byTestId('status-header')?.dataset.status).toBe('delivering'), 10_000);
    await waitFor(() => expect(socket.listeners()).toBeGreaterThan(0));
    const before = callsTo('/order/GetOrderInfo').length;
    current = detail(summary({ oid: '103', status: 5, payStatus: 1 }), { completedAt: new Date().toISOString() });
    socket.push({
      kind: 'order',
      order: { oid: '103', pType: 1, status: 5, previousStatus: 4, payStatus: 1, at: new Date().toISOString() },
    });
    await waitFor(() => expect(byTestId('status-header')?.dataset.status).toBe('completed'));
    expect(byTestId('status-header')?.textContent).toContain('Delivered. Enjoy your meal!');
    expect(byTestId('detail-refund')).toBeNull();
    await waitFor(() => expect(callsTo('/order/GetOrderInfo').length).toBeGreaterThan(before));
  });

  it('asks again after the socket reconnects (pushes missed meanwhile are not replayed)', async () => {
    const socket = fakeSocket();
    routes['/order/GetOrderInfo'] = () => detail(moving);
    renderApp(href(paths.takeoutOrderDetail, { oid: '102' }));
    await waitFor(() => expect(byTestId('status-header')).not.toBeNull(), 10_000);
    await waitFor(() => expect(socket.listeners()).toBeGreaterThan(0));
    const before = callsTo('/order/GetOrderInfo').length;
    socket.emit('ready', { reconnect: false, complete: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo('/order/GetOrderInfo')).toHaveLength(before);
    socket.emit('ready', { reconnect: true, complete: true });
    await waitFor(() => expect(callsTo('/order/GetOrderInfo').length).toBe(before + 1));
  });

  it('pays with an idempotency key, and offers a top-up when the balance is too low', async () => {
    routes['/order/GetOrderInfo'] = () => detail(unpaid);
    routes['/order/PayOrder'] = () => ({ status: 1015, data: null, msg: 'insufficient_balance' });
    const { router } = renderApp(href(paths.takeoutOrderDetail, { oid: '101' }));
    await waitFor(() => expect(byTestId('detail-pay')).not.toBeNull(), 10_000);
    expect(byTestId('status-header')?.textContent).toMatch(/Pay within\s*\d{2}:\d{2}/);
    expect(byTestId('detail-pay')?.textContent).toBe('Pay ฿365.00');
    await click(byTestId('detail-pay')!);
    await findByText(document.body, 'Not enough THB balance');
    expect(byTestId('pay-shortfall')?.textContent).toContain(
      'This order costs ฿365.00 and your balance in its currency is ฿100.00',
    );
    // Nothing else held: no other currency is offered, only the top-up.
    expect(document.querySelector('[data-testid^="pay-with-"]')).toBeNull();
    expect(String(callsTo('/order/PayOrder')[0]?.body.idempotencyKey)).toMatch(/^[A-Za-z0-9_\-:.]{8,128}$/);
    await click(byTestId('shortfall-top-up')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.rechargeCenter));
  });

  it('pays a baht order from the USD balance at a quote the user confirms', async () => {
    saveLoginUser({
      ...user,
      wallet: {
        ...user.wallet,
        balance: 1000,
        wallets: [
          { unit: 'THB', symbol: '฿', digits: 2, balance: 1000, held: 0 },
          { unit: 'USD', symbol: '$', digits: 2, balance: 5000, held: 0 },
        ],
      },
    });
    routes['/order/GetOrderInfo'] = () => detail(unpaid);
    const fx = { quoteId: '77', fromUnit: 'USD', fromAmount: 1029, toUnit: 'THB', toAmount: 36_500, rate: '35.5' };
    routes['/order/PayOrder'] = (b) =>
      b.quoteId === '77'
        ? {
            oid: '101',
            status: 1,
            payStatus: 1,
            amount: 36_500,
            unit: 'THB',
            payment: fx,
            balance: 3971,
            balanceUnit: 'USD',
            paidAt: soon(0),
          }
        : { status: 1015, data: null, msg: 'insufficient_balance' };
    routes['/order/GetPayQuote'] = (b) => ({
      quoteId: '77',
      oid: String(b.oid),
      amount: 36_500,
      unit: 'THB',
      payAmount: 1029,
      payUnit: String(b.payUnit),
      rate: '35.5',
      balance: 5000,
      expiresAt: soon(600),
    });
    renderApp(href(paths.takeoutOrderDetail, { oid: '101' }));
    await waitFor(() => expect(byTestId('detail-pay')).not.toBeNull(), 10_000);
    await click(byTestId('detail-pay')!);
    await waitFor(() => expect(byTestId('pay-with-USD')).not.toBeNull());
    expect(byTestId('pay-with-USD')?.textContent).toContain('Pay with your USD balance');
    expect(byTestId('pay-with-USD')?.textContent).toContain('$50.00 available');
    await click(byTestId('pay-with-USD')!);
    await waitFor(() => expect(byTestId('pay-quote')).not.toBeNull());
    expect(callsTo('/order/GetPayQuote')[0]?.body).toMatchObject({ oid: '101', payUnit: 'USD' });
    expect(byTestId('pay-quote-amount')?.textContent).toBe('$10.29');
    expect(byTestId('pay-quote-rate')?.textContent).toBe('1 USD = 35.5 THB');
    expect(byTestId('pay-quote')?.querySelector('[role="timer"]')?.textContent).toMatch(/^(09|10):\d{2}$/);
    await click(byTestId('pay-quote-confirm')!);
    await waitFor(() => expect(callsTo('/order/PayOrder')).toHaveLength(2));
    const paid = callsTo('/order/PayOrder')[1]?.body;
    expect(paid).toMatchObject({ oid: '101', quoteId: '77' });
    expect(paid?.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(byTestId('pay-shortfall')).toBeNull());
  });

  it('shows how an order paid from another currency was paid', async () => {
    const fx = { quoteId: '77', fromUnit: 'USD', fromAmount: 1029, toUnit: 'THB', toAmount: 36_500, rate: '35.5' };
    routes['/order/GetOrderInfo'] = () => detail(moving, { payment: fx });
    renderApp(href(paths.takeoutOrderDetail, { oid: '102' }));
    await waitFor(() => expect(byTestId('order-paid-from')).not.toBeNull(), 10_000);
    expect(byTestId('order-paid-from')?.textContent).toBe('Paid $10.29 from your USD balance at 1 USD = 35.5 THB');
    expect(byTestId('order-total')?.textContent).toContain('฿365.00');
  });

  it('past the restaurant a refund is a request with a reason and a photo; a declined one says why', async () => {
    routes['/order/GetOrderInfo'] = () =>
      detail(moving, {
        refundRequest: {
          reason: 'Cold food',
          image: '/uploads/refund/x.png',
          state: 'declined',
          declineReason: 'The photo shows a hot meal',
          createdAt: '2025-05-12T03:10:00.000Z',
          decidedAt: '2025-05-12T03:20:00.000Z',
        },
      });
    renderApp(href(paths.takeoutOrderDetail, { oid: '102' }));
    await waitFor(() => expect(byTestId('detail-refund')).not.toBeNull(), 10_000);
    expect(byTestId('refund-decline-reason')?.textContent).toBe('Why: The photo shows a hot meal');
    expect(byTestId('detail-refund')?.textContent).toBe('Request a refund');
    await click(byTestId('detail-refund')!);
    await waitFor(() => expect(byTestId('refund-request-sheet')).not.toBeNull());
    // Nothing is sent without a reason and a photo, and no instant refund is offered.
    expect((byTestId('refund-request-send') as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo('/order/RefundOrder')).toHaveLength(0);
  });

  it("cancels an unpaid order with a chosen reason and the user's words, then shows why", async () => {
    let cancelled = false;
    routes['/order/GetOrderInfo'] = () =>
      cancelled
        ? detail(
            { ...unpaid, canPay: false, canCancel: false, canChangeAddress: false },
            { cancelledAt: soon(-1), cancelReason: 'Wrong delivery address: to the office' },
          )
        : detail({ ...unpaid, canCancel: true });
    routes['/order/CancelOrder'] = () => {
      cancelled = true;
      return detail(unpaid);
    };
    renderApp(href(paths.takeoutOrderDetail, { oid: '101' }));
    await waitFor(() => expect(byTestId('detail-cancel')).not.toBeNull(), 10_000);
    await click(byTestId('detail-cancel')!);
    const sheet = await waitFor(() => byTestId('cancel-order-sheet')!);
    // No reason yet: nothing to send.
    expect((byTestId('cancel-order-send') as HTMLButtonElement).disabled).toBe(true);
    await click(sheet.querySelector<HTMLElement>('[data-reason="wrong_address"]')!);
    const words = sheet.querySelector('textarea')!;
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      set.call(words, 'to the office');
      words.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(byTestId('cancel-order-send')!);
    await waitFor(() => expect(callsTo('/order/CancelOrder')).toHaveLength(1));
    expect(callsTo('/order/CancelOrder')[0]?.body).toMatchObject({
      oid: '101',
      reason: 'Wrong delivery address: to the office',
    });
    await waitFor(() =>
      expect(byTestId('cancel-reason')?.textContent).toBe('Reason: Wrong delivery address: to the office'),
    );
    expect(byTestId('status-header')?.getAttribute('data-status')).toBe('cancelled');
    expect(byTestId('detail-pay')).toBeNull();
    expect(byTestId('detail-cancel')).toBeNull();
  });

  it('"Order again" on a completed order asks the server and names what changed', async () => {
    const done = summary({ oid: '103', status: 5, payStatus: 1, canReorder: true, canReview: false });
    routes['/order/GetOrderInfo'] = () => detail(done);
    routes['/order/GetReorderCart'] = () => ({
      mid: '7',
      unit: 'THB',
      lines: [],
      changes: [{ name: 'Pad Thai', kind: 'sold_out', was: 12_000, now: null }],
    });
    routes['/product/GetMerchantInfo'] = () => ({ mid: '7', categories: [] });
    renderApp(href(paths.takeoutOrderDetail, { oid: '103' }));
    await waitFor(() => expect(byTestId('detail-reorder')).not.toBeNull(), 10_000);
    await click(byTestId('detail-reorder')!);
    await waitFor(() => expect(callsTo('/order/GetReorderCart')[0]?.body).toMatchObject({ oid: '103' }));
    await findByText(document.body, 'Pad Thai is sold out');
    await findByText(document.body, 'None of these can be ordered now');
  });

  it('refunds after a confirmation; too late is said in the user language', async () => {
    routes['/order/GetOrderInfo'] = () => detail(preparing);
    routes['/order/RefundOrder'] = () => ({ status: 1003, data: null, msg: 'order_completed' });
    renderApp(href(paths.takeoutOrderDetail, { oid: '102' }));
    await waitFor(() => expect(byTestId('detail-refund')).not.toBeNull(), 10_000);
    await click(byTestId('detail-refund')!);
    await findByText(document.body, 'Request a refund?');
    expect(callsTo('/order/RefundOrder')).toHaveLength(0);
    await click(await waitFor(() => dialogButton('Refund')));
    await waitFor(() => expect(callsTo('/order/RefundOrder')).toHaveLength(1));
    expect(callsTo('/order/RefundOrder')[0]?.body).toMatchObject({ oid: '102' });
    expect(callsTo('/order/RefundOrder')[0]?.body.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(api.notify).toHaveBeenCalledWith('The order is already completed'));
  });

  it('changes the address among the saved ones; out of range says why and keeps the sheet open', async () => {
    routes['/order/GetOrderInfo'] = () => detail(unpaid);
    // Opening the sheet refreshes the login info, which carries the saved addresses.
    routes['/user/GetUserInfo'] = () => ({ ...user, address: { [home.id]: home, [far.id]: far } });
    routes['/order/SetOrderReceiving'] = (b) =>
      b.addressId === far.id ? { status: 1045, data: null, msg: 'out_of_range' } : detail(unpaid, { address: home });
    renderApp(href(paths.takeoutOrderDetail, { oid: '101' }));
    await waitFor(() => expect(byTestId('change-address')).not.toBeNull(), 10_000);
    await click(byTestId('change-address')!);
    await waitFor(() => expect(byTestId('address-options')).not.toBeNull());
    const options = [...byTestId('address-options')!.querySelectorAll('button')];
    expect(options.map((o) => o.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    await click(options[1]!);
    await waitFor(() =>
      expect(byTestId('address-error')?.textContent).toBe(
        'Your address is outside the delivery range. Please choose a different one.',
      ),
    );
    expect(callsTo('/order/SetOrderReceiving')[0]?.body).toMatchObject({ oid: '101', addressId: '6' });
    expect(byTestId('address-options')).not.toBeNull();
  });

  it('says the order does not exist for an unknown id', async () => {
    routes['/order/GetOrderInfo'] = () => ({ status: 1019, data: null, msg: 'order_not_found' });
    renderApp(href(paths.takeoutOrderDetail, { oid: '999' }));
    await findByText(document.body, 'The order does not exist', 10_000);
  });
});

describe('order screens are fully translated', () => {
  const keyLike = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;
  const data = new Set([
    'Krua Apsorn',
    'Boat noodles',
    'Somchai',
    'Dinso Rd',
    'Size: Large',
    'Pad Thai, Thai iced tea',
  ]);
  const wordless = (s: string) => !/\p{L}{2,}/u.test(s);

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['order list', paths.orderList, 'order.tabs.pending_payment'],
    ['order detail', href(paths.takeoutOrderDetail, { oid: '102' }), 'order.detail.progress'],
  ])('%s', async (_name, url, marker) => {
    routes['/order/GetOrderInfo'] = () => detail(moving, { nextStepAt: soon(60) });
    await i18n.changeLanguage('cimode');
    const { container } = renderApp(url);
    await waitFor(() => expect(visibleTexts(container)).toContain(marker), 5000);
    await waitFor(() =>
      expect(document.querySelector('[data-testid="order-card"], [data-testid="order-items"]')).not.toBeNull(),
    );
    const bad = visibleTexts(document.body).filter((text) => {
      const parts = text.split(/\s+/).filter(Boolean);
      return !parts.every((p) => keyLike.test(p) || wordless(p) || data.has(text) || data.has(p));
    });
    // Dates and times are formatted by Intl in the user's locale, not translated text.
    const formatted = (text: string) => /12 Sukhumvit Rd|\d{1,2}:\d{2}/.test(text);
    expect(bad.filter((text) => !data.has(text) && !formatted(text))).toEqual([]);
  });
});
