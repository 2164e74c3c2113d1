import { ErrorCode, type OperatorRole } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { airlineTickets, ticketFares } from '../src/db/schema';
import { createFoodMerchant } from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { ensureWalletWorld, operatorToken } from './wallet-fixtures';

/** Flights and seats in the back office: a route's flights on a local date, one fare's price and seats, audited. */

let t: TestApp;
let content: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
  await ensureWalletWorld(t.database);
  content = await operatorToken(t, 'content');
});
afterAll(async () => {
  await t?.close();
});

async function flight(flightNo: string, departAt: string) {
  const depart = new Date(departAt);
  const [row] = await t.database.db
    .insert(airlineTickets)
    .values({
      flightNo,
      airline: 'Wayfare Air',
      airlineLogo: '',
      fromCity: 'Bangkok',
      fromAirport: 'BKK',
      toCity: 'Phuket',
      toAirport: 'HKT',
      departAt: depart,
      arriveAt: new Date(depart.getTime() + 80 * 60_000),
    })
    .returning({ id: airlineTickets.id });
  const fares = await t.database.db
    .insert(ticketFares)
    .values([
      { ticketId: row!.id, cabin: 'economy', price: 180_000, currency: 'THB', seatsLeft: 12 },
      { ticketId: row!.id, cabin: 'business', price: 650_000, currency: 'THB', seatsLeft: 4 },
    ])
    .returning({ id: ticketFares.id });
  return { id: String(row!.id), fares: fares.map((f) => String(f.id)) };
}

type Listed = {
  list: {
    flightNo: string;
    fromTimezone: string;
    toTimezone: string;
    fares: { id: string; cabin: string; price: number; seatsLeft: number }[];
  }[];
};

describe('flights in the back office', () => {
  it("lists a route's flights by the local date at the origin, with every cabin's fare and seats", async () => {
    // 01:00 on 20 March in Bangkok (UTC+7), and 00:30 on 21 March there: only the first is on the 20th.
    await flight('WF101', '2031-03-19T18:00:00Z');
    await flight('WF102', '2031-03-20T17:30:00Z');
    const res = await t.call<Listed>(
      '/admin/FlightList',
      { from: 'bkk', to: 'HKT', date: '2031-03-20' },
      {
        token: content.token,
      },
    );
    expect(res.status, JSON.stringify(res)).toBe(0);
    expect(res.data.list.map((f) => f.flightNo)).toEqual(['WF101']);
    // The airports' zones come along: the console shows times on each airport's clock, not the browser's.
    expect(res.data.list[0]).toMatchObject({ fromTimezone: 'Asia/Bangkok', toTimezone: 'Asia/Bangkok' });
    expect(res.data.list[0]!.fares.map((f) => [f.cabin, f.price, f.seatsLeft])).toEqual([
      ['economy', 180_000, 12],
      ['business', 650_000, 4],
    ]);
    const unknown = await t.call(
      '/admin/FlightList',
      { from: 'ZZZ', to: 'HKT', date: '2031-03-20' },
      {
        token: content.token,
      },
    );
    expect(unknown.status).toBe(ErrorCode.UnknownAirport);
  });

  it("changes a fare's price and seats left, audited with before and after; bad input and other roles refused", async () => {
    const f = await flight('WF201', '2031-04-01T02:00:00Z');
    const saved = await t.call<{ price: number; seatsLeft: number; currency: string }>(
      '/admin/FareSave',
      { id: f.fares[0], price: 159_000, seatsLeft: 30 },
      { token: content.token },
    );
    expect(saved.status, JSON.stringify(saved)).toBe(0);
    expect(saved.data).toMatchObject({ price: 159_000, seatsLeft: 30, currency: 'THB' });
    const [row] = await rawQuery(t.database.db, 'select price, seats_left from ticket_fares where id = $1', [
      Number(f.fares[0]),
    ]);
    expect({ price: Number(row!.price), seats: Number(row!.seats_left) }).toEqual({ price: 159_000, seats: 30 });
    const [audit] = await rawQuery(t.database.db, 'select action, operator_id, data from audit_log where target = $1', [
      `fare:${f.fares[0]}`,
    ]);
    expect(audit).toMatchObject({
      action: 'flight.fare',
      data: { unit: 'THB', before: { price: 180_000, seatsLeft: 12 }, after: { price: 159_000, seatsLeft: 30 } },
    });
    expect(Number(audit!.operator_id)).toBe(content.id);

    for (const body of [
      { id: f.fares[0], price: 0, seatsLeft: 1 },
      { id: f.fares[0], price: 1.5, seatsLeft: 1 },
      { id: f.fares[0], price: 100, seatsLeft: -1 },
      { id: f.fares[0], price: 100, seatsLeft: 1_001 },
    ])
      expect((await t.call('/admin/FareSave', body, { token: content.token })).status, JSON.stringify(body)).toBe(
        ErrorCode.ParameterError,
      );
    expect(
      (await t.call('/admin/FareSave', { id: '999999999', price: 100, seatsLeft: 1 }, { token: content.token })).status,
    ).toBe(ErrorCode.NotFound);
    for (const role of ['support', 'finance', 'merchant'] as OperatorRole[]) {
      const op = await operatorToken(t, role, role === 'merchant' ? (await createFoodMerchant(t.database)).id : null);
      const res = await t.call('/admin/FareSave', { id: f.fares[1], price: 1, seatsLeft: 0 }, { token: op.token });
      expect(res.status, role).toBe(ErrorCode.Forbidden);
    }
    const [business] = await rawQuery(t.database.db, 'select price, seats_left from ticket_fares where id = $1', [
      Number(f.fares[1]),
    ]);
    expect({ price: Number(business!.price), seats: Number(business!.seats_left) }).toEqual({
      price: 650_000,
      seats: 4,
    });
  });
});
