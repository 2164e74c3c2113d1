import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { href, paths } from '@/config/paths';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { type FakeApi, fakeApi, type Handler } from '@/test/fake-api';
import { merchant, user } from '@/test/fixtures';
import { click, type, waitFor } from '@/test/render';
import { renderApp } from '@/test/render-app';

const soon = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const ymd = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

const checkIn = ymd(10);
const checkOut = ymd(12);

/** A Bangkok hotel: a deluxe king at ฿2,000.00 a night for two nights, service fee 10%: ฿4,400.00. */
const hotel = (total = 440_000) => ({
  ...merchant,
  mid: '5',
  mType: 2,
  name: 'Riverside Bangkok',
  timezone: 'Asia/Bangkok',
  hotel: {
    photos: [],
    amenities: [],
    checkInTime: '14:00',
    checkOutTime: '12:00',
    stay: { checkIn, checkOut, nights: 2, rooms: 1, guests: 1 },
    roomTypes: [
      {
        pid: '51',
        name: 'Deluxe King',
        description: '',
        image: '',
        bed: 'king',
        beds: 1,
        sizeM2: 32,
        maxGuests: 2,
        breakfast: true,
        serviceFeeBp: 1000,
        roomsLeft: 8,
        available: true,
        fitsGuests: true,
        nightlyFrom: 200_000,
        rates: [
          {
            rate: 'flexible',
            refundable: true,
            breakdown: {
              nights: [
                { date: checkIn, price: 200_000 },
                { date: ymd(11), price: 200_000 },
              ],
              rooms: 1,
              roomFee: 400_000,
              serviceFee: total - 400_000,
              total,
              unit: 'THB',
            },
            cancellation: [{ kind: 'free', until: null, feeBp: 0, fee: 0, refund: total }],
          },
        ],
      },
    ],
  },
});

const hotelOrder = (amount: number) => ({
  oid: '88',
  pType: 3,
  status: 0,
  payStatus: 0,
  amount,
  unit: 'THB',
  canPay: true,
  expiresAt: soon(900),
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
    '/product/GetMerchantInfo': () => hotel(),
    '/order/PayOrder': () => ({ status: 1015, data: null, msg: 'insufficient_balance' }),
    '/order/GetPayQuote': () => ({ status: 1015, data: null, msg: 'insufficient_balance' }),
  };
  api = fakeApi(routes);
});

afterEach(() => {
  configureApiClient(null);
  clearLoginUser();
});

const confirmUrl = href(paths.confirmHotel, {
  mid: '5',
  pid: '51',
  rate: 'flexible',
  in: checkIn,
  out: checkOut,
  guests: 1,
});

async function fillGuest() {
  await type(input('wf-g0-name'), 'Somchai Jaidee');
  await type(input('wf-g0-idNumber'), '1103700123456');
  await type(input('wf-hotel-contact'), '+66 81 111 2222');
}

describe('confirm_hotel: the price changed between the quote and the order', () => {
  it('books the stay again at the total the server answered with once the user confirms it', async () => {
    routes['/order/CreateOrder'] = (b) =>
      b.amount === 462_000
        ? hotelOrder(462_000)
        : { status: 1010, data: null, msg: 'amount_exception', params: { amount: 462_000, currency: 'THB' } };
    renderApp(confirmUrl);
    await waitFor(() => expect(byTestId('book-hotel')).not.toBeNull(), 10_000);
    await fillGuest();
    await click(byTestId('book-hotel')!);
    await waitFor(() => expect(byTestId('price-change-total')?.textContent).toBe('฿4,620.00'));
    expect(api.callsTo('/order/CreateOrder')[0]?.body).toMatchObject({ pType: 3, mid: '5', amount: 440_000 });
    await click(byTestId('price-change-confirm')!);
    await waitFor(() => expect(api.callsTo('/order/CreateOrder')).toHaveLength(2));
    expect(api.callsTo('/order/CreateOrder')[1]?.body).toMatchObject({
      pType: 3,
      mid: '5',
      amount: 462_000,
      products: [{ pid: '51', quantity: 1 }],
      hotel: { checkIn, checkOut, rate: 'flexible' },
    });
    await waitFor(() => expect(api.callsTo('/order/PayOrder')).toHaveLength(1));
    expect(api.callsTo('/order/PayOrder')[0]?.body).toMatchObject({ oid: '88' });
  });

  it('keeps the user on the page with the new total when they cancel, and the hotel read again agrees', async () => {
    routes['/order/CreateOrder'] = () => ({
      status: 1010,
      data: null,
      msg: 'amount_exception',
      params: { amount: 462_000, currency: 'THB' },
    });
    const { router } = renderApp(confirmUrl);
    await waitFor(() => expect(byTestId('book-hotel')).not.toBeNull(), 10_000);
    await fillGuest();
    // The hotel's price went up: the page reads it again after the refusal.
    routes['/product/GetMerchantInfo'] = () => hotel(462_000);
    await click(byTestId('book-hotel')!);
    await waitFor(() => expect(byTestId('price-change-total')?.textContent).toBe('฿4,620.00'));
    await click(byTestId('price-change-back')!);
    await waitFor(() => expect(byTestId('price-changed')?.textContent).toBe('The price changed: now ฿4,620.00.'));
    expect(router.state.location.pathname).toBe(paths.confirmHotel);
    await waitFor(() => expect(byTestId('book-hotel')?.closest('div')?.textContent).toContain('฿4,620.00'));
    expect(api.callsTo('/order/CreateOrder')).toHaveLength(1);
    expect(api.callsTo('/order/PayOrder')).toHaveLength(0);

    routes['/order/CreateOrder'] = (b) => hotelOrder(Number(b.amount));
    await click(byTestId('book-hotel')!);
    await waitFor(() => expect(api.callsTo('/order/CreateOrder')).toHaveLength(2));
    expect(api.callsTo('/order/CreateOrder')[1]?.body.amount).toBe(462_000);
  });
});
