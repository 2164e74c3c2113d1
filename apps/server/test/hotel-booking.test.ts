import { ErrorCode, type HotelInfo, type OrderDetail } from '@wayfare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { rawQuery } from '../src/db/raw';
import { addDays, parseYmd, ymdOf } from '../src/lib/zoned-time';
import { hotelToday } from '../src/modules/hotel/hotel.rules';
import { createTestApp, secondPool, type TestApp } from './helpers';
import { balanceOf, createUser, expectLedgerOk, onPostgres, type TestUser } from './wallet-fixtures';

let t: TestApp;
let t2: TestApp;
let db2: Database | null = null;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS_POLL_MS: '0' } });
  db2 = await secondPool(t.database, 20);
  t2 = await createTestApp({ env: { JOBS_POLL_MS: '0' }, database: db2 ?? t.database });
}, 180_000);
afterAll(async () => {
  await t2?.close();
  await db2?.close();
  await t?.close();
});
afterEach(async () => {
  await expectLedgerOk(t.database);
});

/** A date `days` after today in Bangkok. */
const day = (days: number) => ymdOf(addDays(parseYmd(hotelToday('Asia/Bangkok', new Date())), days));

type Room = { mid: string; pid: string; maxGuests: number };

/** A Bangkok room type not used by another test, with its hotel. */
const usedRooms = new Set<string>();
async function bangkokRoom(): Promise<Room> {
  const rows = await rawQuery(
    t.database.db,
    `select p.id, p.merchant_id, (p.attrs ->> 'maxGuests')::int as max_guests from products p
     join merchants m on m.id = p.merchant_id where m.type = 2 and m.city = 'Bangkok' order by p.id`,
  );
  const row = rows.find((r) => !usedRooms.has(String(r.id)));
  if (!row) throw new Error('no Bangkok room left');
  usedRooms.add(String(row.id));
  return { mid: String(row.merchant_id), pid: String(row.id), maxGuests: Number(row.max_guests) };
}

const setRooms = (pid: string, night: string, available: number) =>
  rawQuery(t.database.db, 'update hotel_room_nights set available = $3 where product_id = $1 and night = $2', [
    Number(pid),
    night,
    available,
  ]);

const freeRooms = async (pid: string, from: string, to: string) =>
  (
    await rawQuery(
      t.database.db,
      `select available from hotel_room_nights where product_id = $1 and night >= $2 and night < $3 order by night`,
      [Number(pid), from, to],
    )
  ).map((r) => Number(r.available));

const guest = (n: number) => ({
  name: `Guest ${'ABCDEFGHIJ'[n]}`,
  idType: 'passport',
  idNumber: `P12345${n}`,
  idExpiry: '2035-01-01',
});

/** The hotel page's price of a room type for a stay (its rate's breakdown total). */
async function priceOf(room: Room, checkIn: string, checkOut: string, rooms = 1, rate = 'flexible') {
  const res = await t.call<{ hotel: HotelInfo }>('/product/GetMerchantInfo', {
    mid: room.mid,
    checkIn,
    checkOut,
    rooms,
    guests: 1,
  });
  expect(res.status, res.msg).toBe(0);
  const type = res.data.hotel.roomTypes.find((r) => r.pid === room.pid)!;
  return { type, quote: type.rates.find((r) => r.rate === rate)! };
}

function booking(
  room: Room,
  checkIn: string,
  checkOut: string,
  amount: number,
  opts: { rooms?: number; guests?: number; rate?: string } = {},
) {
  return {
    pType: 3,
    mid: room.mid,
    amount,
    products: [{ pid: room.pid, quantity: opts.rooms ?? 1 }],
    hotel: { checkIn, checkOut, rate: opts.rate ?? 'flexible', arrivalTime: '15:30', contactPhone: '+66812345678' },
    passengers: Array.from({ length: opts.guests ?? 1 }, (_, i) => guest(i)),
  };
}

async function book(
  user: TestUser,
  room: Room,
  checkIn: string,
  checkOut: string,
  opts: { rooms?: number; guests?: number; rate?: string } = {},
) {
  const { quote } = await priceOf(room, checkIn, checkOut, opts.rooms ?? 1, opts.rate);
  const res = await t.call<OrderDetail>(
    '/order/CreateOrder',
    booking(room, checkIn, checkOut, quote.breakdown.total, opts),
    {
      token: user.token,
    },
  );
  expect(res.status, res.msg).toBe(0);
  return res.data;
}

describe('the hotel page', () => {
  it('prices every room type night by night for the stay, with rooms left and each rate timeline', async () => {
    const room = await bangkokRoom();
    // A Thursday to a Sunday: Friday and Saturday at the weekend rate.
    let thursday = 10;
    while (new Date(`${day(thursday)}T00:00:00Z`).getUTCDay() !== 4) thursday++;
    const { type, quote } = await priceOf(room, day(thursday), day(thursday + 3), 2);
    const [thu, fri, sat] = quote.breakdown.nights.map((n) => n.price);
    expect(fri).toBe(sat);
    expect(fri!).toBeGreaterThan(thu!);
    expect(quote.breakdown.roomFee).toBe((thu! + fri! + sat!) * 2);
    expect(quote.breakdown.total).toBe(quote.breakdown.roomFee + quote.breakdown.serviceFee);
    expect(quote.cancellation.map((s) => s.kind)).toEqual(['free', 'fee', 'non_refundable']);
    const nonRef = type.rates.find((r) => r.rate === 'non_refundable')!;
    expect(nonRef.breakdown.total).toBeLessThan(quote.breakdown.total);
    expect(nonRef.cancellation).toHaveLength(1);
    expect(type.roomsLeft).toBeGreaterThanOrEqual(4);
    expect(type.available).toBe(true);
    expect(type.beds).toBeGreaterThanOrEqual(1);

    const info = await t.call<{ hotel: HotelInfo }>('/product/GetMerchantInfo', { mid: room.mid });
    expect(info.data.hotel.photos.length).toBeGreaterThan(1);
    expect(info.data.hotel.amenities).toContain('air_conditioning');
    expect(info.data.hotel.checkInTime).toMatch(/^\d\d:\d\d$/);
    expect(info.data.hotel.stay).toMatchObject({ checkIn: day(1), checkOut: day(2), nights: 1 });
  });
});

describe('booking a stay', () => {
  it('takes one room of every night, keeps the voucher, breakdown and timeline on the order', async () => {
    const user = await createUser(t.database, { country: 'TH', pin: null });
    const room = await bangkokRoom();
    const before = await freeRooms(room.pid, day(20), day(24));
    const order = await book(user, room, day(20), day(23), { rooms: 2, guests: 2 });
    expect(order).toMatchObject({ pType: 3, status: 0, unit: 'THB', canPay: true, mid: room.mid });
    const hotel = order.hotel!;
    expect(hotel).toMatchObject({
      checkIn: day(20),
      checkOut: day(23),
      nights: 3,
      rooms: 2,
      guests: 2,
      rate: 'flexible',
      arrivalTime: '15:30',
    });
    expect(hotel.voucherCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(hotel.breakdown.nights.map((n) => n.date)).toEqual([day(20), day(21), day(22)]);
    expect(hotel.breakdown.roomFee + hotel.breakdown.serviceFee).toBe(order.amount);
    expect(order.itemsTotal).toBe(hotel.roomFee);
    expect(order.serviceFee).toBe(hotel.serviceFee);
    expect(order.passengers.map((p) => p.kind)).toEqual(['guest', 'guest']);
    // Booked in English, the stay reads in the viewer's language: the room type's Thai name for a Thai reader.
    const { type } = await priceOf(room, day(20), day(23));
    const thai = await t.call<{ hotel: HotelInfo }>(
      '/product/GetMerchantInfo',
      { mid: room.mid, checkIn: day(20), checkOut: day(23), rooms: 1, guests: 1 },
      { headers: { 'accept-language': 'th-TH' } },
    );
    const thaiName = thai.data.hotel.roomTypes.find((r) => r.pid === room.pid)!.name;
    expect(thaiName).not.toBe(type.name);
    expect(hotel.roomType).toBe(type.name);
    const read = await t.call<OrderDetail>(
      '/order/GetOrderInfo',
      { oid: order.oid },
      { token: user.token, headers: { 'accept-language': 'th-TH' } },
    );
    expect(read.data.hotel!.roomType).toBe(thaiName);
    // Three nights lose two rooms each; the check-out day keeps all of its rooms.
    expect(await freeRooms(room.pid, day(20), day(24))).toEqual([
      before[0]! - 2,
      before[1]! - 2,
      before[2]! - 2,
      before[3],
    ]);
  });

  it('refuses a stay whose middle night is full, even with its first and last nights free; nothing is taken', async () => {
    const user = await createUser(t.database, { country: 'TH', pin: null });
    const room = await bangkokRoom();
    const { quote } = await priceOf(room, day(30), day(33));
    await setRooms(room.pid, day(31), 0);
    const res = await t.call('/order/CreateOrder', booking(room, day(30), day(33), quote.breakdown.total), {
      token: user.token,
    });
    expect(res).toMatchObject({ status: ErrorCode.RoomsUnavailable, params: { left: 0 } });
    const free = await freeRooms(room.pid, day(30), day(33));
    expect(free[1]).toBe(0);
    expect(free[0]).toBeGreaterThan(0);
    const search = await t.call<{ list: { roomPid: string }[] }>('/product/SearchHotels', {
      city: 'Bangkok',
      checkIn: day(30),
      checkOut: day(33),
      guests: 1,
      limt: 50,
    });
    expect(search.data.list.map((h) => h.roomPid)).not.toContain(room.pid);
    const pending = await rawQuery(t.database.db, 'select count(*)::int as n from orders where user_id = $1', [
      user.id,
    ]);
    expect(pending[0]!.n).toBe(0);
  });

  it("accepts a stay starting on another guest's check-out day, with the last room", async () => {
    const [a, b] = await Promise.all([
      createUser(t.database, { country: 'TH', pin: null }),
      createUser(t.database, { country: 'TH', pin: null }),
    ]);
    const room = await bangkokRoom();
    for (const d of [40, 41, 42, 43]) await setRooms(room.pid, day(d), 1);
    await book(a, room, day(40), day(42));
    await book(b, room, day(42), day(44));
    expect(await freeRooms(room.pid, day(40), day(44))).toEqual([0, 0, 0, 0]);
    const third = await t.call('/order/CreateOrder', booking(room, day(41), day(43), 1), { token: a.token });
    expect(third.status).toBe(ErrorCode.RoomsUnavailable);
  });

  it('answers bad stays with clear catalogue errors and books nothing', async () => {
    const user = await createUser(t.database, { country: 'TH', pin: null });
    const room = await bangkokRoom();
    const { quote, type } = await priceOf(room, day(50), day(51));
    const call = (body: object) =>
      t.call('/order/CreateOrder', body, { token: user.token, headers: { 'accept-language': 'zh-Hans' } });
    const ok = booking(room, day(50), day(51), quote.breakdown.total);
    const sameDay = await call({ ...ok, hotel: { ...ok.hotel, checkOut: day(50) } });
    expect(sameDay.status).toBe(ErrorCode.StayCheckOutNotAfterCheckIn);
    // The key the client shows in the user's language (errors.* of the 5 locales).
    expect(sameDay.msg).toBe('stay_checkout_not_after_checkin');
    expect((await call({ ...ok, hotel: { ...ok.hotel, checkOut: day(49) } })).status).toBe(
      ErrorCode.StayCheckOutNotAfterCheckIn,
    );
    expect(await call({ ...ok, hotel: { ...ok.hotel, checkOut: day(81) } })).toMatchObject({
      status: ErrorCode.StayTooLong,
      params: { max: 30 },
    });
    expect((await call({ ...ok, hotel: { ...ok.hotel, checkIn: day(-1), checkOut: day(1) } })).status).toBe(
      ErrorCode.StayInPast,
    );
    const crowd = booking(room, day(50), day(51), quote.breakdown.total, { guests: room.maxGuests + 1 });
    expect(await call(crowd)).toMatchObject({ status: ErrorCode.TooManyGuests, params: { max: room.maxGuests } });
    // The answer carries the server's total and currency (the app shows it to confirm) and each night's price.
    expect(await call({ ...ok, amount: quote.breakdown.total - 1 })).toMatchObject({
      status: ErrorCode.AmountException,
      params: {
        amount: quote.breakdown.total,
        currency: quote.breakdown.unit,
        previous: quote.breakdown.total - 1,
        roomFee: quote.breakdown.roomFee,
        serviceFee: quote.breakdown.serviceFee,
        changes: quote.breakdown.nights.map((n: { date: string; price: number }) => ({
          kind: 'night',
          date: n.date,
          now: n.price,
        })),
      },
    });
    const search = await t.call('/product/SearchHotels', {
      city: 'Bangkok',
      checkIn: day(5),
      checkOut: day(40),
      guests: 2,
    });
    expect(search.status).toBe(ErrorCode.StayTooLong);
    const orders = await rawQuery(t.database.db, 'select count(*)::int as n from orders where user_id = $1', [user.id]);
    expect(orders[0]!.n).toBe(0);
    expect(await freeRooms(room.pid, day(50), day(51))).toEqual([type.roomsLeft]);
  });

  it(`never overbooks: 20 bookings at once for 3 rooms of one night, over two instances, give exactly 3${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const room = await bangkokRoom();
    await setRooms(room.pid, day(60), 3);
    const { quote } = await priceOf(room, day(60), day(61));
    const users = await Promise.all(
      Array.from({ length: 20 }, () => createUser(t.database, { country: 'TH', pin: null })),
    );
    const results = await Promise.all(
      users.map((u, i) =>
        (i % 2 ? t2 : t).call('/order/CreateOrder', booking(room, day(60), day(61), quote.breakdown.total), {
          token: u.token,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 0)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 0).every((r) => r.status === ErrorCode.RoomsUnavailable)).toBe(true);
    expect(await freeRooms(room.pid, day(60), day(61))).toEqual([0]);
    const held = await rawQuery(t.database.db, 'select count(*)::int as n from hotel_bookings where product_id = $1', [
      Number(room.pid),
    ]);
    expect(held[0]!.n).toBe(3);
  });

  it('gives the nights back once when the booking expires unpaid', async () => {
    const user = await createUser(t.database, { country: 'TH', pin: null });
    const room = await bangkokRoom();
    const before = await freeRooms(room.pid, day(70), day(72));
    const order = await book(user, room, day(70), day(72), { rooms: 2 });
    expect(await freeRooms(room.pid, day(70), day(72))).toEqual(before.map((n) => n - 2));
    const later = new Date(Date.now() + (t.app.config.ORDER_PAY_MINUTES + 1) * 60_000);
    const [a, b] = await Promise.all([t.app.jobs.tick(later), t2.app.jobs.tick(later)]);
    expect(a!.expired + b!.expired).toBeGreaterThanOrEqual(1);
    await t.app.jobs.tick(later);
    expect(await freeRooms(room.pid, day(70), day(72))).toEqual(before);
    expect((await t.call('/order/PayOrder', { oid: order.oid }, { token: user.token })).status).toBe(
      ErrorCode.PayRequestExpired,
    );
  });
});

type RefundQuote = { quoteId: string; refundAmount: number; fee: number; feeBp: number; unit: string };
type Refund = { refundAmount: number; fee: number; balance: number; status: number };

async function paidStay(checkIn: string, checkOut: string, rate = 'flexible') {
  const user = await createUser(t.database, { country: 'TH', pin: null, balance: 100_000_000 });
  const room = await bangkokRoom();
  const before = await freeRooms(room.pid, checkIn, checkOut);
  const order = await book(user, room, checkIn, checkOut, { rate });
  const pay = await t.call<{ balance: number }>('/order/PayOrder', { oid: order.oid }, { token: user.token });
  expect(pay.status, pay.msg).toBe(0);
  return { user, room, order, before, balance: pay.data.balance };
}

async function cancel(user: TestUser, oid: string) {
  const quote = await t.call<RefundQuote>('/order/GetRefundQuote', { oid }, { token: user.token });
  expect(quote.status, quote.msg).toBe(0);
  const refund = await t.call<Refund>(
    '/order/RefundOrder',
    { oid, quoteId: quote.data.quoteId },
    { token: user.token },
  );
  expect(refund.status, refund.msg).toBe(0);
  return { quote: quote.data, refund: refund.data };
}

describe('a stay ending', () => {
  it('completes at check-out, once: the room fee reaches the hotel, the stay can be reviewed and no longer cancelled', async () => {
    const { user, order } = await paidStay(day(3), day(4));
    const checkOutAt = order.hotel!.checkOutAt!;
    const during = new Date(Date.parse(checkOutAt) - 60_000);
    await t.app.jobs.tick(during);
    expect(
      (await t.call<OrderDetail>('/order/GetOrderInfo', { oid: order.oid }, { token: user.token })).data.status,
    ).toBe(1);
    await t.app.jobs.tick(new Date(Date.parse(checkOutAt) + 60_000));
    await t.app.jobs.tick(new Date(Date.parse(checkOutAt) + 120_000));
    const done = await t.call<OrderDetail>('/order/GetOrderInfo', { oid: order.oid }, { token: user.token });
    expect(done.data).toMatchObject({ status: 5, canRefund: false });
    expect(done.data.timeline.map((s) => s.status)).toEqual([0, 1, 5]);
    const credited = await rawQuery(
      t.database.db,
      'select count(*)::int as n from ledger_journals where order_id = $1 and type = 14',
      [Number(order.oid)],
    );
    expect(credited[0]!.n).toBe(1);
    expect((await t.call('/order/RefundOrder', { oid: order.oid }, { token: user.token })).status).toBe(
      ErrorCode.OrderCompleted,
    );
  });
});

describe('cancelling a stay', () => {
  it('free before the limit: the whole amount comes back through the ledger and the nights are freed', async () => {
    const { user, room, order, before, balance } = await paidStay(day(80), day(82));
    const { quote, refund } = await cancel(user, order.oid);
    expect(quote).toMatchObject({ fee: 0, feeBp: 0, refundAmount: order.amount, unit: 'THB' });
    expect(refund).toMatchObject({ refundAmount: quote.refundAmount, fee: 0, status: 7 });
    expect(refund.balance).toBe(balance + quote.refundAmount);
    expect((await balanceOf(t, user.token)).balance).toBe(balance + quote.refundAmount);
    expect(await freeRooms(room.pid, day(80), day(82))).toEqual(before);
  });

  it('within 72 h of check-in: half is kept, exactly the quoted refund moves', async () => {
    const { user, order, balance } = await paidStay(day(1), day(2));
    const hotel = order.hotel!;
    const { quote, refund } = await cancel(user, order.oid);
    const step = hotel.cancellation.find((s) => s.kind === 'fee')!;
    expect(quote).toMatchObject({ fee: step.fee, feeBp: 5_000, refundAmount: order.amount - step.fee });
    expect(refund).toMatchObject({ refundAmount: quote.refundAmount, fee: quote.fee });
    expect((await balanceOf(t, user.token)).balance).toBe(balance + quote.refundAmount);
    // Two refund journals (type 13): the refund to the wallet and the kept fee; each moves the quoted amount.
    const moved = await rawQuery(
      t.database.db,
      `select j.ref, sum(e.amount) filter (where e.amount > 0)::bigint as amount from ledger_journals j
       join ledger_entries e on e.journal_id = j.id where j.order_id = $1 and j.type = 13 group by j.ref order by j.ref`,
      [Number(order.oid)],
    );
    expect(moved.map((r) => [r.ref, Number(r.amount)])).toEqual([
      [`order:${order.oid}`, quote.refundAmount],
      [`order:${order.oid}:fee`, quote.fee],
    ]);
  });

  it('non-refundable: nothing comes back, the nights are still freed', async () => {
    const { user, room, order, before, balance } = await paidStay(day(90), day(91), 'non_refundable');
    const { quote, refund } = await cancel(user, order.oid);
    expect(quote).toMatchObject({ refundAmount: 0, fee: order.amount, feeBp: 10_000 });
    expect(refund.refundAmount).toBe(0);
    expect((await balanceOf(t, user.token)).balance).toBe(balance);
    expect(await freeRooms(room.pid, day(90), day(91))).toEqual(before);
  });
});
