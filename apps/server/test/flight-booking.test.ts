import { ErrorCode, type OrderDetail } from '@wayfare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { rawQuery } from '../src/db/raw';
import { extraBaggageFee } from '../src/modules/flight/flight.rules';
import { createTestApp, secondPool, type TestApp } from './helpers';
import { createUser, expectLedgerOk, onPostgres, type TestUser } from './wallet-fixtures';

let t: TestApp;
let t2: TestApp;
let db2: Database | null = null;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS_POLL_MS: '0' } });
  db2 = await secondPool(t.database, 20);
  t2 = await createTestApp({ env: { JOBS_POLL_MS: '0' }, database: db2 ?? t.database });
});
afterAll(async () => {
  await t2?.close();
  await db2?.close();
  await t?.close();
});
afterEach(async () => {
  await expectLedgerOk(t.database);
});

type Fare = { ticketId: string; price: number; currency: string; seatsLeft: number; departAt: Date };

/** A fare from Bangkok departing between `fromH` and `toH` hours from now, not yet used by another test. */
const used = new Set<string>();
async function fareDeparting(
  fromH: number,
  toH: number,
  opts: { promo?: boolean; cabin?: string } = {},
): Promise<Fare> {
  const rows = await rawQuery(
    t.database.db,
    `select t.id, f.price, f.currency, f.seats_left, t.depart_at from airline_tickets t join ticket_fares f on f.ticket_id = t.id
     where t.from_airport = 'BKK' and f.cabin = $1 and f.promo = $2 and f.seats_left >= 10 and cardinality(t.via) = 0
       and t.depart_at between now() + make_interval(hours => $3) and now() + make_interval(hours => $4)
     order by t.depart_at`,
    [opts.cabin ?? 'economy', opts.promo ?? false, fromH, toH],
  );
  const row = rows.find((r) => !used.has(String(r.id)));
  if (!row) throw new Error(`no fare departing in ${fromH}-${toH} h`);
  used.add(String(row.id));
  return {
    ticketId: String(row.id),
    price: Number(row.price),
    currency: String(row.currency),
    seatsLeft: Number(row.seats_left),
    departAt: new Date(row.depart_at as string),
  };
}

const seatsLeft = async (ticketId: string, cabin = 'economy') =>
  Number(
    (
      await rawQuery(t.database.db, 'select seats_left from ticket_fares where ticket_id = $1 and cabin = $2', [
        Number(ticketId),
        cabin,
      ])
    )[0]!.seats_left,
  );

const ann = { name: 'Ann Lee', idType: 'passport', idNumber: 'P1234567', idExpiry: '2035-01-01' };
const somchai = { name: 'สมชาย ใจดี', idType: 'id_card', idNumber: '1-1037-00123-45-6' };

function booking(fare: Fare, passengers: object[], extraBaggageKg = 0, amount?: number) {
  return {
    pType: 2,
    amount: amount ?? fare.price * passengers.length + extraBaggageFee(fare.price, extraBaggageKg),
    flight: { ticketId: fare.ticketId, cabin: 'economy', contactPhone: '+66812345678', extraBaggageKg },
    passengers,
  };
}

async function book(user: TestUser, fare: Fare, passengers: object[] = [ann, somchai], kg = 0) {
  const res = await t.call<OrderDetail>('/order/CreateOrder', booking(fare, passengers, kg), { token: user.token });
  expect(res.status, res.msg).toBe(0);
  return res.data;
}

describe('booking a flight', () => {
  it('prices tickets and extra baggage on the server, takes the seats and keeps the flight on the order', async () => {
    const user = await createUser(t.database, { country: 'TH', pin: null });
    const fare = await fareDeparting(72, 240);
    const order = await book(user, fare, [ann, somchai], 5);
    const extras = extraBaggageFee(fare.price, 5);
    expect(order).toMatchObject({
      pType: 2,
      status: 0,
      unit: 'THB',
      amount: fare.price * 2 + extras,
      canPay: true,
      flight: {
        ticketId: fare.ticketId,
        cabin: 'economy',
        ticketPrice: fare.price,
        seats: 2,
        extraBaggageKg: 5,
        extrasFee: extras,
        startAirport: 'BKK',
        startTimezone: 'Asia/Bangkok',
        changesMade: 0,
        promo: false,
      },
    });
    expect(order.flight!.bookingRef).toMatch(/^[A-Z2-9]{6}$/);
    expect(order.title).toMatch(/^BKK → [A-Z]{3} [A-Z]{2}\d+$/);
    expect(order.passengers.map((p) => [p.name, p.idNumber])).toEqual([
      ['Ann Lee', '****4567'],
      ['สมชาย ใจดี', '********3456'],
    ]);
    expect(order.expiresAt).not.toBeNull();
    expect(await seatsLeft(fare.ticketId)).toBe(fare.seatsLeft - 2);
  });

  it('refuses a wrong total, an expired document, a bad name, too few seats and a flight about to leave', async () => {
    const user = await createUser(t.database, { country: 'TH', pin: null });
    const fare = await fareDeparting(72, 240);
    const call = (body: object) => t.call('/order/CreateOrder', body, { token: user.token });
    // The answer carries the server's total and currency (the app shows it to confirm) and what changed.
    expect(await call(booking(fare, [ann], 0, fare.price - 100))).toMatchObject({
      status: ErrorCode.AmountException,
      params: {
        amount: fare.price,
        currency: fare.currency,
        previous: fare.price - 100,
        tickets: fare.price,
        extras: 0,
        fare: fare.price,
        changes: [{ kind: 'fare', now: fare.price }],
      },
    });
    const expired = { ...ann, idExpiry: '2020-01-01' };
    expect(await call(booking(fare, [somchai, expired]))).toMatchObject({
      status: ErrorCode.IdExpired,
      params: { n: 2 },
    });
    const digits = await call(booking(fare, [{ ...somchai, name: 'R2D2' }]));
    expect(digits).toMatchObject({ status: ErrorCode.ParameterError, params: { fields: 'passengers.0.name' } });
    expect(await seatsLeft(fare.ticketId)).toBe(fare.seatsLeft);

    await rawQuery(t.database.db, `update ticket_fares set seats_left = 1 where ticket_id = $1 and cabin = 'economy'`, [
      Number(fare.ticketId),
    ]);
    expect(await call(booking(fare, [ann, somchai]))).toMatchObject({
      status: ErrorCode.SeatsUnavailable,
      params: { left: 1 },
    });

    // A flight leaving in 30 minutes: bookings have closed.
    const soon = await fareDeparting(72, 240);
    await rawQuery(
      t.database.db,
      `update airline_tickets set depart_at = now() + interval '30 minutes', arrive_at = now() + interval '150 minutes'
       where id = $1`,
      [Number(soon.ticketId)],
    );
    expect((await call(booking(soon, [ann]))).status).toBe(ErrorCode.BookingClosed);
    expect(
      (await call({ ...booking(fare, [ann]), flight: { ...booking(fare, [ann]).flight, ticketId: '999999999' } }))
        .status,
    ).toBe(ErrorCode.NotFound);
  });

  it(`never oversells: 30 bookings at once for 5 seats, over two instances, give exactly 5${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const fare = await fareDeparting(72, 240);
    await rawQuery(t.database.db, `update ticket_fares set seats_left = 5 where ticket_id = $1 and cabin = 'economy'`, [
      Number(fare.ticketId),
    ]);
    const users = await Promise.all(
      Array.from({ length: 30 }, () => createUser(t.database, { country: 'TH', pin: null })),
    );
    const results = await Promise.all(
      users.map((u, i) => (i % 2 ? t2 : t).call('/order/CreateOrder', booking(fare, [somchai]), { token: u.token })),
    );
    expect(results.filter((r) => r.status === 0)).toHaveLength(5);
    expect(results.filter((r) => r.status !== 0).every((r) => r.status === ErrorCode.SeatsUnavailable)).toBe(true);
    expect(await seatsLeft(fare.ticketId)).toBe(0);
  });

  it('gives the seats back once when the booking expires unpaid; it can no longer be paid', async () => {
    const user = await createUser(t.database, { country: 'TH', pin: null, balance: 10_000_000 });
    const fare = await fareDeparting(72, 240);
    const order = await book(user, fare);
    expect(await seatsLeft(fare.ticketId)).toBe(fare.seatsLeft - 2);
    const later = new Date(Date.now() + (t.app.config.ORDER_PAY_MINUTES + 1) * 60_000);
    const [a, b] = await Promise.all([t.app.jobs.tick(later), t2.app.jobs.tick(later)]);
    expect(a!.expired + b!.expired).toBeGreaterThanOrEqual(1);
    expect(await seatsLeft(fare.ticketId)).toBe(fare.seatsLeft);
    await t.app.jobs.tick(later);
    expect(await seatsLeft(fare.ticketId)).toBe(fare.seatsLeft);
    expect((await t.call('/order/PayOrder', { oid: order.oid }, { token: user.token })).status).toBe(
      ErrorCode.PayRequestExpired,
    );
  });
});

type RefundQuote = {
  quoteId: string;
  refundAmount: number;
  fee: number;
  feeBp: number;
  unit: string;
  expiresAt: string;
};
type Refund = { refundAmount: number; fee: number; returned: number; balance: number; status: number };

async function paidBooking(fare: Fare, passengers: object[] = [ann, somchai], kg = 0) {
  const user = await createUser(t.database, { country: 'TH', pin: null, balance: 10_000_000 });
  const order = await book(user, fare, passengers, kg);
  const pay = await t.call<{ balance: number }>('/order/PayOrder', { oid: order.oid }, { token: user.token });
  expect(pay.status).toBe(0);
  return { user, order, balance: pay.data.balance };
}

describe('refunding a flight', () => {
  it('quotes 20% of the tickets more than 24 h out, extras back in full, and moves exactly the quote', async () => {
    const fare = await fareDeparting(72, 240);
    const { user, order, balance } = await paidBooking(fare, [ann, somchai], 3);
    const quote = await t.call<RefundQuote>('/order/GetRefundQuote', { oid: order.oid }, { token: user.token });
    expect(quote.status).toBe(0);
    const fee = Math.floor((fare.price * 2 * 2000) / 10_000);
    expect(quote.data).toMatchObject({ fee, feeBp: 2000, refundAmount: order.amount - fee, unit: 'THB' });
    const refund = await t.call<Refund>(
      '/order/RefundOrder',
      { oid: order.oid, quoteId: quote.data.quoteId },
      { token: user.token },
    );
    expect(refund.status).toBe(0);
    expect(refund.data).toMatchObject({
      status: 7,
      refundAmount: order.amount - fee,
      fee,
      balance: balance + order.amount - fee,
    });
    expect(await seatsLeft(fare.ticketId)).toBe(fare.seatsLeft);
    // Asked again: the same refund, nothing moves twice; the quote is spent.
    const again = await t.call<Refund>('/order/RefundOrder', { oid: order.oid }, { token: user.token });
    expect(again.data).toMatchObject({ refundAmount: order.amount - fee, balance: balance + order.amount - fee });
  });

  it('keeps 50% within 24 h of departure; refuses promo fares; an expired quote is refused and nothing moves', async () => {
    const close = await fareDeparting(3, 23);
    const { user, order } = await paidBooking(close, [ann]);
    const quote = await t.call<RefundQuote>('/order/GetRefundQuote', { oid: order.oid }, { token: user.token });
    expect(quote.data).toMatchObject({ feeBp: 5000, fee: Math.floor(close.price / 2) });

    await rawQuery(t.database.db, `update order_quotes set expires_at = now() - interval '1 second' where id = $1`, [
      Number(quote.data.quoteId),
    ]);
    const late = await t.call(
      '/order/RefundOrder',
      { oid: order.oid, quoteId: quote.data.quoteId },
      { token: user.token },
    );
    expect(late.status).toBe(ErrorCode.QuoteExpired);
    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid: order.oid }, { token: user.token });
    expect(info.data.status).toBe(1);

    const promo = await fareDeparting(72, 400, { promo: true });
    const bought = await paidBooking(promo, [ann]);
    expect(
      (await t.call('/order/GetRefundQuote', { oid: bought.order.oid }, { token: bought.user.token })).status,
    ).toBe(ErrorCode.NotRefundable);
    expect((await t.call('/order/RefundOrder', { oid: bought.order.oid }, { token: bought.user.token })).status).toBe(
      ErrorCode.NotRefundable,
    );
  });

  it("nobody else can quote or refund a user's booking", async () => {
    const fare = await fareDeparting(72, 240);
    const { order } = await paidBooking(fare, [ann]);
    const other = await createUser(t.database, { country: 'TH', pin: null });
    expect((await t.call('/order/GetRefundQuote', { oid: order.oid }, { token: other.token })).status).toBe(
      ErrorCode.OrderNotFound,
    );
    expect((await t.call('/order/RefundOrder', { oid: order.oid }, { token: other.token })).status).toBe(
      ErrorCode.OrderNotFound,
    );
  });
});

type ChangeQuote = {
  quoteId: string;
  fee: number;
  feeBp: number;
  difference: number;
  total: number;
  ticketPrice: number;
};

/** Another flight of the same route as `ticketId`, in economy with seats, not the same one. */
async function sameRoute(ticketId: string, pick: 'dearer' | 'cheaper'): Promise<Fare> {
  const rows = await rawQuery(
    t.database.db,
    `select t.id, f.price, f.currency, f.seats_left, t.depart_at from airline_tickets t
     join ticket_fares f on f.ticket_id = t.id and f.cabin = 'economy'
     join airline_tickets o on o.id = $1 and o.from_airport = t.from_airport and o.to_airport = t.to_airport
     join ticket_fares of on of.ticket_id = o.id and of.cabin = 'economy'
     where t.id <> o.id and f.seats_left >= 10 and t.depart_at > now() + interval '48 hours'
       and case when $2 = 'dearer' then f.price > of.price else f.price < of.price end
     order by t.depart_at limit 1`,
    [Number(ticketId), pick],
  );
  const row = rows[0];
  if (!row) throw new Error(`no ${pick} flight on the route of ${ticketId}`);
  return {
    ticketId: String(row.id),
    price: Number(row.price),
    currency: String(row.currency),
    seatsLeft: Number(row.seats_left),
    departAt: new Date(row.depart_at as string),
  };
}

describe('changing a flight', () => {
  it('the first change is free and charges the fare difference; the second costs 10% and returns a cheaper fare', async () => {
    const fare = await fareDeparting(72, 240);
    const { user, order, balance } = await paidBooking(fare, [ann, somchai]);
    const dearer = await sameRoute(fare.ticketId, 'dearer');
    const q1 = await t.call<ChangeQuote>(
      '/order/GetChangeQuote',
      { oid: order.oid, ticketId: dearer.ticketId },
      { token: user.token },
    );
    expect(q1.status, q1.msg).toBe(0);
    const diff1 = (dearer.price - fare.price) * 2;
    expect(q1.data).toMatchObject({ fee: 0, feeBp: 0, difference: diff1, total: diff1, ticketPrice: dearer.price });
    const changed = await t.call<OrderDetail>(
      '/order/ChangeFlight',
      { oid: order.oid, quoteId: q1.data.quoteId, idempotencyKey: `change-${order.oid}-1` },
      { token: user.token },
    );
    expect(changed.status, changed.msg).toBe(0);
    expect(changed.data).toMatchObject({ amount: order.amount + diff1, status: 1 });
    expect(changed.data.flight).toMatchObject({
      ticketId: dearer.ticketId,
      ticketPrice: dearer.price,
      changesMade: 1,
      seats: 2,
    });
    expect(await seatsLeft(fare.ticketId)).toBe(fare.seatsLeft);
    expect(await seatsLeft(dearer.ticketId)).toBe(dearer.seatsLeft - 2);
    const after1 = await t.call<{ balance: number }>('/amount/GetWithdrawConfig', {}, { token: user.token });
    expect(after1.data.balance).toBe(balance - diff1);
    // The same confirmation again answers the same change; nothing moves twice.
    const replay = await t.call<OrderDetail>(
      '/order/ChangeFlight',
      { oid: order.oid, quoteId: q1.data.quoteId, idempotencyKey: `change-${order.oid}-1` },
      { token: user.token },
    );
    expect(replay.data.amount).toBe(order.amount + diff1);
    expect(
      (await t.call<{ balance: number }>('/amount/GetWithdrawConfig', {}, { token: user.token })).data.balance,
    ).toBe(balance - diff1);

    const cheaper = await sameRoute(dearer.ticketId, 'cheaper');
    const q2 = await t.call<ChangeQuote>(
      '/order/GetChangeQuote',
      { oid: order.oid, ticketId: cheaper.ticketId },
      { token: user.token },
    );
    const fee2 = Math.floor((dearer.price * 2 * 1000) / 10_000);
    const diff2 = (cheaper.price - dearer.price) * 2;
    expect(q2.data).toMatchObject({ fee: fee2, feeBp: 1000, difference: diff2, total: fee2 + diff2 });
    const second = await t.call<OrderDetail>(
      '/order/ChangeFlight',
      { oid: order.oid, quoteId: q2.data.quoteId },
      { token: user.token },
    );
    expect(second.status, second.msg).toBe(0);
    expect(second.data.flight).toMatchObject({ ticketId: cheaper.ticketId, changesMade: 2 });
    expect(second.data.amount).toBe(order.amount + diff1 + diff2);
    const after2 = await t.call<{ balance: number }>('/amount/GetWithdrawConfig', {}, { token: user.token });
    expect(after2.data.balance).toBe(balance - diff1 - (fee2 + diff2));
    expect(await seatsLeft(dearer.ticketId)).toBe(dearer.seatsLeft);

    // A refund afterwards keeps 20% of the tickets as they are now and returns the rest.
    const refund = await t.call<{ refundAmount: number; fee: number }>(
      '/order/RefundOrder',
      { oid: order.oid },
      { token: user.token },
    );
    const fee3 = Math.floor((cheaper.price * 2 * 2000) / 10_000);
    expect(refund.data).toMatchObject({ fee: fee3, refundAmount: order.amount + diff1 + diff2 - fee3 });
    expect(await seatsLeft(cheaper.ticketId)).toBe(cheaper.seatsLeft);
  });

  it('refuses promo fares, other routes, spent or expired quotes', async () => {
    const fare = await fareDeparting(72, 240);
    const { user, order } = await paidBooking(fare, [ann]);
    const other = await rawQuery(
      t.database.db,
      `select t.id from airline_tickets t join airline_tickets o on o.id = $1
       where t.from_airport <> o.from_airport and t.depart_at > now() + interval '48 hours' limit 1`,
      [Number(fare.ticketId)],
    );
    const wrong = await t.call(
      '/order/GetChangeQuote',
      { oid: order.oid, ticketId: String(other[0]!.id) },
      { token: user.token },
    );
    expect(wrong).toMatchObject({ status: ErrorCode.ParameterError, params: { fields: 'ticketId' } });

    const target = await sameRoute(fare.ticketId, 'dearer');
    const q = await t.call<ChangeQuote>(
      '/order/GetChangeQuote',
      { oid: order.oid, ticketId: target.ticketId },
      { token: user.token },
    );
    await rawQuery(t.database.db, `update order_quotes set expires_at = now() - interval '1 second' where id = $1`, [
      Number(q.data.quoteId),
    ]);
    expect(
      (await t.call('/order/ChangeFlight', { oid: order.oid, quoteId: q.data.quoteId }, { token: user.token })).status,
    ).toBe(ErrorCode.QuoteExpired);
    expect(await seatsLeft(target.ticketId)).toBe(target.seatsLeft);
    const stranger = await createUser(t.database, { country: 'TH', pin: null });
    const q2 = await t.call<ChangeQuote>(
      '/order/GetChangeQuote',
      { oid: order.oid, ticketId: target.ticketId },
      { token: user.token },
    );
    expect(
      (await t.call('/order/ChangeFlight', { oid: order.oid, quoteId: q2.data.quoteId }, { token: stranger.token }))
        .status,
    ).toBe(ErrorCode.QuoteExpired);

    const promo = await fareDeparting(72, 400, { promo: true });
    const bought = await paidBooking(promo, [ann]);
    const promoTarget = await sameRoute(promo.ticketId, 'dearer');
    expect(
      (
        await t.call(
          '/order/GetChangeQuote',
          { oid: bought.order.oid, ticketId: promoTarget.ticketId },
          { token: bought.user.token },
        )
      ).status,
    ).toBe(ErrorCode.NotChangeable);
  });
});

describe('after the flight', () => {
  it('a ticketed flight completes when it lands, once; its fare leaves escrow; it can no longer be refunded', async () => {
    const fare = await fareDeparting(72, 240);
    const { user, order } = await paidBooking(fare, [ann]);
    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid: order.oid }, { token: user.token });
    expect(info.data.status).toBe(1);
    const landed = new Date(Date.parse(info.data.flight!.arriveAt) + 60_000);
    // Before it lands nothing moves, whatever the dispatcher's step.
    await t.app.jobs.tick(new Date(Date.parse(info.data.flight!.departAt) + 60_000));
    expect(
      (await t.call<OrderDetail>('/order/GetOrderInfo', { oid: order.oid }, { token: user.token })).data.status,
    ).toBe(1);
    const [a, b] = await Promise.all([t.app.jobs.tick(landed), t2.app.jobs.tick(landed)]);
    expect(a!.completed + b!.completed).toBeGreaterThanOrEqual(1);
    const done = await t.call<OrderDetail>('/order/GetOrderInfo', { oid: order.oid }, { token: user.token });
    expect(done.data).toMatchObject({ status: 5, canRefund: false });
    expect(done.data.timeline.map((s) => s.status)).toEqual([0, 1, 5]);
    const settled = await rawQuery(
      t.database.db,
      'select count(*)::int as n from ledger_journals where order_id = $1 and type = 14',
      [Number(order.oid)],
    );
    expect(settled[0]!.n).toBe(1);
    expect((await t.call('/order/RefundOrder', { oid: order.oid }, { token: user.token })).status).toBe(
      ErrorCode.OrderCompleted,
    );
  });
});
