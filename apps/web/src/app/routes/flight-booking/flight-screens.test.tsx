import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { href, paths } from '@/config/paths';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { type FakeApi, fakeApi, type Handler } from '@/test/fake-api';
import { user } from '@/test/fixtures';
import { click, type, waitFor } from '@/test/render';
import { renderApp } from '@/test/render-app';

const soon = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const byTestId = (id: string, root: ParentNode = document) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

const policy = {
  baggageKg: { economy: 20, business: 30, first: 40 },
  carryOn: { pieces: 1, kg: 7, sizeCm: '20x40x55' },
  overweightFeeBpPerKg: 150,
  freeChangeHoursBefore: 2,
  changeFeeBp: 1000,
  refundFeeBpOver24h: 2000,
  refundFeeBpWithin24h: 5000,
};

/** Bangkok → Chiang Mai at ฿1,860.00 a seat in economy. */
const ticket = (price = 186_000) => ({
  _id: '3',
  flightNo: 'OR101',
  aviationName: 'Orchid Air',
  airlineLogo: '',
  start: 'Bangkok',
  startAirport: 'BKK',
  startAirportName: 'Suvarnabhumi',
  startTimezone: 'Asia/Bangkok',
  end: 'Chiang Mai',
  endAirport: 'CNX',
  endAirportName: 'Chiang Mai International',
  endTimezone: 'Asia/Bangkok',
  departAt: soon(3 * 86_400),
  arriveAt: soon(3 * 86_400 + 4200),
  durationMin: 70,
  aircraft: 'Airbus A320neo',
  lowestPrice: price,
  unit: 'THB',
  soldOut: false,
  fares: [{ cabin: 'economy', price, unit: 'THB', seatsLeft: 40, promo: false }],
  policy,
});

const flightOrder = (over: Record<string, unknown> = {}) => ({
  oid: '77',
  pType: 2,
  status: 1,
  payStatus: 1,
  mid: null,
  title: 'BKK → CNX OR101',
  image: '',
  amount: 372_000,
  unit: 'THB',
  itemCount: 2,
  itemsPreview: '',
  createdAt: soon(-60),
  expiresAt: null,
  canPay: false,
  canRefund: true,
  canReview: false,
  canChangeAddress: false,
  itemsTotal: 372_000,
  deliveryFee: 0,
  serviceFee: 0,
  discount: 0,
  items: [],
  passengers: [
    { kind: 'passenger', name: 'Somchai Jaidee', idType: 'id_card', idNumber: '*********3456', phone: '' },
    { kind: 'passenger', name: 'Anna Muller', idType: 'passport', idNumber: '*****0T47', phone: '' },
  ],
  remark: '',
  address: null,
  merchant: null,
  flight: {
    ticketId: '3',
    bookingRef: 'K7Q2ZP',
    flightNo: 'OR101',
    airline: 'Orchid Air',
    airlineLogo: '',
    start: 'Bangkok',
    startAirport: 'BKK',
    end: 'Chiang Mai',
    endAirport: 'CNX',
    startTimezone: 'Asia/Bangkok',
    endTimezone: 'Asia/Bangkok',
    departAt: soon(3 * 86_400),
    arriveAt: soon(3 * 86_400 + 4200),
    cabin: 'economy',
    ticketPrice: 186_000,
    seats: 2,
    changesMade: 0,
    promo: false,
    contactPhone: '+66811112222',
    extraBaggageKg: 0,
    extrasFee: 0,
  },
  hotel: null,
  timeline: [],
  nextStepAt: null,
  payer: null,
  payRequest: null,
  paidAt: soon(-30),
  payment: null,
  completedAt: null,
  refundedAt: null,
  refundAmount: 0,
  reviewed: false,
  ...over,
});

let routes: Record<string, Handler>;
let api: FakeApi;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  saveLoginUser(user);
  routes = {
    '/user/GetUserInfo': () => user,
    '/product/GetAirlineTicketInfo': () => ticket(),
    '/user/GetTravellers': () => ({
      list: [
        {
          id: '9',
          name: 'Anna Muller',
          idType: 'passport',
          idNumber: 'C01X00T47',
          idExpiry: '2031-05-01',
          phone: '',
        },
      ],
    }),
    '/order/CreateOrder': (b) =>
      flightOrder({ status: 0, payStatus: 0, amount: b.amount, canPay: true, expiresAt: soon(900) }),
    '/order/PayOrder': () => ({ status: 1015, data: null, msg: 'insufficient_balance' }),
    '/user/SaveTraveller': (b) => ({ id: '10', idExpiry: null, phone: '', ...b }),
    '/order/GetPayQuote': () => ({ status: 1015, data: null, msg: 'insufficient_balance' }),
  };
  api = fakeApi(routes);
});

afterEach(() => {
  configureApiClient(null);
  clearLoginUser();
});

const confirmUrl = href(paths.confirmFlight, { ticketId: '3', cabin: 'economy', passengers: 2 });

async function fillPassengers() {
  await type(input('wf-p0-name'), 'Somchai Jaidee');
  await type(input('wf-p0-idNumber'), '1103700123456');
  await click(byTestId('pick-traveller-1')!);
  await waitFor(() => expect(byTestId('traveller-option')).not.toBeNull());
  await click(byTestId('traveller-option')!);
  await waitFor(() => expect(input('wf-p1-name').value).toBe('Anna Muller'));
  await type(input('wf-contact'), '+66 81 111 2222');
}

describe('confirm_flight', () => {
  it('sends the total it shows, keeps an unpaid booking locked and pays that same order again', async () => {
    renderApp(confirmUrl);
    await waitFor(() => expect(byTestId('price-total')).not.toBeNull(), 10_000);
    await fillPassengers();
    await click(byTestId('baggage-more')!);
    // 5 kg at 1.5% of ฿1,860.00 = ฿139.50
    await waitFor(() => expect(byTestId('price-extras')?.textContent).toBe('฿139.50'));
    await click(byTestId('book-flight')!);
    await waitFor(() => expect(api.callsTo('/order/CreateOrder')).toHaveLength(1));
    expect(api.callsTo('/order/CreateOrder')[0]?.body).toMatchObject({
      pType: 2,
      amount: 385_950,
      flight: { ticketId: '3', cabin: 'economy', contactPhone: '+66 81 111 2222', extraBaggageKg: 5 },
      passengers: [
        { name: 'Somchai Jaidee', idType: 'id_card', idNumber: '1103700123456' },
        { name: 'Anna Muller', idType: 'passport', idNumber: 'C01X00T47', idExpiry: '2031-05-01' },
      ],
    });
    // Too little baht: the shortfall sheet; closing it leaves the booking held with its countdown.
    await waitFor(() => expect(byTestId('pay-shortfall')).not.toBeNull());
    await click(document.querySelector('button[aria-label="Close"]')!);
    await waitFor(() => expect(byTestId('price-lock')).not.toBeNull());
    expect(byTestId('price-lock')?.querySelector('[role="timer"]')?.textContent).toMatch(/^1[45]:\d{2}$/);
    expect(byTestId('book-flight')?.textContent).toBe('Pay ฿3,859.50');
    await click(byTestId('book-flight')!);
    await waitFor(() => expect(api.callsTo('/order/PayOrder')).toHaveLength(2));
    expect(api.callsTo('/order/CreateOrder')).toHaveLength(1);
    expect(api.callsTo('/order/PayOrder')[1]?.body).toMatchObject({ oid: '77' });
  });

  it('puts a server refusal on its field and reloads a fare whose price changed', async () => {
    routes['/order/CreateOrder'] = () => ({
      status: 1001,
      data: null,
      msg: 'parameter_error',
      params: { fields: 'passengers.0.name' },
    });
    renderApp(confirmUrl);
    await waitFor(() => expect(byTestId('price-total')).not.toBeNull(), 10_000);
    await fillPassengers();
    await click(byTestId('book-flight')!);
    await waitFor(() => expect(byTestId('passenger-0')?.textContent).toContain('Parameter error'));
    expect(api.callsTo('/order/PayOrder')).toHaveLength(0);

    routes['/order/CreateOrder'] = () => ({ status: 1012, data: null, msg: 'amount_exception' });
    routes['/product/GetAirlineTicketInfo'] = () => ticket(190_000);
    await type(input('wf-p0-name'), 'Somchai Jaidee');
    await click(byTestId('book-flight')!);
    await waitFor(() => expect(byTestId('price-tickets')?.textContent).toBe('฿3,800.00'));
    expect(api.callsTo('/order/PayOrder')).toHaveLength(0);
  });

  it('asks to book at the new total the server answers with, and books at it once confirmed', async () => {
    // The fare went up to ฿1,900.00 a seat between the quote and the order: the server says its total.
    routes['/order/CreateOrder'] = (b) =>
      b.amount === 380_000
        ? flightOrder({ status: 0, payStatus: 0, amount: b.amount, canPay: true, expiresAt: soon(900) })
        : { status: 1010, data: null, msg: 'amount_exception', params: { amount: 380_000, currency: 'THB' } };
    renderApp(confirmUrl);
    await waitFor(() => expect(byTestId('price-total')).not.toBeNull(), 10_000);
    await fillPassengers();
    await click(byTestId('book-flight')!);
    await waitFor(() => expect(byTestId('price-change-total')?.textContent).toBe('฿3,800.00'));
    expect(api.callsTo('/order/CreateOrder')).toHaveLength(1);
    expect(api.callsTo('/order/CreateOrder')[0]?.body.amount).toBe(372_000);
    await click(byTestId('price-change-confirm')!);
    await waitFor(() => expect(api.callsTo('/order/CreateOrder')).toHaveLength(2));
    expect(api.callsTo('/order/CreateOrder')[1]?.body).toMatchObject({
      pType: 2,
      amount: 380_000,
      flight: { ticketId: '3', cabin: 'economy' },
    });
    // The order exists at the new total: paying it goes on as before (here, too little baht).
    await waitFor(() => expect(api.callsTo('/order/PayOrder')).toHaveLength(1));
    expect(api.callsTo('/order/PayOrder')[0]?.body).toMatchObject({ oid: '77' });
  });

  it('stays on the page with the new total when the user does not take it, and sends that total next', async () => {
    routes['/order/CreateOrder'] = () => ({
      status: 1010,
      data: null,
      msg: 'amount_exception',
      params: { amount: 380_000, currency: 'THB', changed: 'price' },
    });
    const { router } = renderApp(confirmUrl);
    await waitFor(() => expect(byTestId('price-total')).not.toBeNull(), 10_000);
    await fillPassengers();
    await click(byTestId('book-flight')!);
    await waitFor(() => expect(byTestId('price-change-total')?.textContent).toBe('฿3,800.00'));
    await click(byTestId('price-change-back')!);
    await waitFor(() => expect(byTestId('price-changed')?.textContent).toBe('The price changed: now ฿3,800.00.'));
    expect(router.state.location.pathname).toBe(paths.confirmFlight);
    expect(byTestId('book-flight')?.closest('div')?.textContent).toContain('฿3,800.00');
    expect(byTestId('book-flight')?.closest('div')?.textContent).not.toContain('฿3,720.00');
    expect(api.callsTo('/order/CreateOrder')).toHaveLength(1);
    expect(api.callsTo('/order/PayOrder')).toHaveLength(0);

    routes['/order/CreateOrder'] = (b) =>
      flightOrder({ status: 0, payStatus: 0, amount: b.amount, canPay: true, expiresAt: soon(900) });
    await waitFor(() => expect((byTestId('book-flight') as HTMLButtonElement).disabled).toBe(false));
    await click(byTestId('book-flight')!);
    await waitFor(() => expect(api.callsTo('/order/CreateOrder')).toHaveLength(2));
    expect(api.callsTo('/order/CreateOrder')[1]?.body.amount).toBe(380_000);
  });

  it('checks every passenger with the contract messages before sending', async () => {
    renderApp(confirmUrl);
    await waitFor(() => expect(byTestId('price-total')).not.toBeNull(), 10_000);
    await type(input('wf-p0-name'), 'R2D2');
    await click(byTestId('p1-type-passport')!);
    await click(byTestId('book-flight')!);
    await waitFor(() => expect(byTestId('passenger-0')?.textContent).toContain('Names can contain letters only'));
    expect(byTestId('passenger-1')?.textContent).toContain('Full name cannot be empty');
    expect(byTestId('passenger-1')?.textContent).toContain('Enter the passport expiry date');
    expect(api.callsTo('/order/CreateOrder')).toHaveLength(0);
  });
});

describe('saved travellers', () => {
  it('fills the next empty passenger from a chip and clears them on a second tap', async () => {
    renderApp(confirmUrl);
    await waitFor(() => expect(byTestId('traveller-chip')).not.toBeNull(), 10_000);
    await type(input('wf-p0-name'), 'Somchai Jaidee');
    await click(byTestId('traveller-chip')!);
    await waitFor(() => expect(input('wf-p1-name').value).toBe('Anna Muller'));
    expect(input('wf-p0-name').value).toBe('Somchai Jaidee');
    expect(byTestId('traveller-chip')?.getAttribute('aria-pressed')).toBe('true');
    await click(byTestId('traveller-chip')!);
    await waitFor(() => expect(input('wf-p1-name').value).toBe(''));
  });
});

describe('flight_order_detail', () => {
  it('shows the e-ticket and fetches a new refund quote when the shown one expired', async () => {
    let quotes = 0;
    routes['/order/GetOrderInfo'] = () => flightOrder();
    routes['/order/GetRefundQuote'] = () => {
      quotes += 1;
      return {
        quoteId: String(quotes),
        oid: '77',
        refundAmount: 297_600,
        fee: 74_400,
        feeBp: 2000,
        unit: 'THB',
        returned: 297_600,
        returnedUnit: 'THB',
        expiresAt: soon(300),
      };
    };
    routes['/order/RefundOrder'] = (b) =>
      b.quoteId === '1'
        ? { status: 1120, data: null, msg: 'quote_expired' }
        : {
            oid: '77',
            status: 7,
            payStatus: 1,
            refundAmount: 297_600,
            fee: 74_400,
            unit: 'THB',
            returned: 297_600,
            returnedUnit: 'THB',
          };
    renderApp(href(paths.flightOrderDetail, { oid: '77' }));
    await waitFor(() => expect(byTestId('booking-ref')?.textContent).toBe('K7Q2ZP'), 10_000);
    expect(byTestId('status-header')?.dataset.status).toBe('ticketed');
    await click(byTestId('detail-refund')!);
    await waitFor(() => expect(byTestId('refund-amount')?.textContent).toBe('฿2,976.00'));
    await click(byTestId('refund-confirm')!);
    await waitFor(() => expect(quotes).toBe(2));
    await click(byTestId('refund-confirm')!);
    await waitFor(() => expect(api.callsTo('/order/RefundOrder')).toHaveLength(2));
    expect(api.callsTo('/order/RefundOrder')[1]?.body).toMatchObject({ oid: '77', quoteId: '2' });
    expect(api.callsTo('/order/RefundOrder')[1]?.body.idempotencyKey).toBeTruthy();
  });

  it('lists the route that day, quotes a change and confirms exactly that quote', async () => {
    routes['/order/GetOrderInfo'] = () => flightOrder();
    routes['/product/GetAirlineTickets'] = (b) => {
      expect(b).toMatchObject({ start: 'BKK', end: 'CNX', cabin: 'economy' });
      const other = { ...ticket(172_000), _id: '5', flightNo: 'OR103', departAt: soon(3 * 86_400 + 19_800) };
      return { list: [ticket(), other], total: 2, page: 1, limt: 50, hasMore: false };
    };
    routes['/order/GetChangeQuote'] = (b) => ({
      quoteId: '41',
      oid: '77',
      ticketId: String(b.ticketId),
      flightNo: 'OR103',
      departAt: soon(3 * 86_400 + 19_800),
      arriveAt: soon(3 * 86_400 + 24_000),
      ticketPrice: 172_000,
      fee: 0,
      feeBp: 0,
      difference: -28_000,
      total: -28_000,
      unit: 'THB',
      expiresAt: soon(300),
    });
    routes['/order/ChangeFlight'] = () => flightOrder();
    renderApp(href(paths.flightOrderDetail, { oid: '77' }));
    await waitFor(() => expect(byTestId('detail-change')).not.toBeNull(), 10_000);
    await click(byTestId('detail-change')!);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="change-option"]')).toHaveLength(2));
    const [current, other] = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="change-option"]')];
    expect(current?.disabled).toBe(true);
    expect(other?.textContent).toContain('−฿140.00');
    await click(other!);
    await waitFor(() => expect(byTestId('change-total')?.textContent).toBe('฿280.00'));
    expect(api.callsTo('/order/GetChangeQuote')[0]?.body).toMatchObject({ oid: '77', ticketId: '5' });
    expect(byTestId('change-confirm')?.textContent).toBe('Change and get ฿280.00 back');
    await click(byTestId('change-confirm')!);
    await waitFor(() => expect(api.callsTo('/order/ChangeFlight')).toHaveLength(1));
    expect(api.callsTo('/order/ChangeFlight')[0]?.body).toMatchObject({ oid: '77', quoteId: '41' });
    expect(api.callsTo('/order/ChangeFlight')[0]?.body.idempotencyKey).toBeTruthy();
  });

  it('offers a review once the flight has landed instead of refund or change', async () => {
    routes['/order/GetOrderInfo'] = () => flightOrder({ status: 5, canRefund: false, reviewed: false });
    const { router } = renderApp(href(paths.flightOrderDetail, { oid: '77' }));
    await waitFor(() => expect(byTestId('detail-review')).not.toBeNull(), 10_000);
    expect(byTestId('detail-refund')).toBeNull();
    await click(byTestId('detail-review')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.orderComment));
    expect(new URLSearchParams(router.state.location.search).get('oid')).toBe('77');
  });
});
