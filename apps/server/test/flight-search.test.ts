import { type AirlineTicket, ErrorCode } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../src/lib/zoned-time';
import { createTestApp, type TestApp } from './helpers';
import { createUser, type TestUser } from './wallet-fixtures';

let t: TestApp;
let thai: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS_POLL_MS: '0' } });
  thai = await createUser(t.database, { country: 'TH', pin: null });
});
afterAll(async () => {
  await t?.close();
});

type Page = { list: (AirlineTicket & { fares: AirlineTicket['fares'] })[]; total: number; hasMore: boolean };
const search = (body: object, opts: { token?: string; headers?: Record<string, string> } = {}) =>
  t.call<Page>('/product/GetAirlineTickets', { page: 1, limt: 100, ...body }, opts);

const ymd = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
/** A local date in Bangkok `days` from today. */
const bangkokDay = (days: number) => ymd(addDays(localDate('Asia/Bangkok', Date.now()), days));
const localYmd = (iso: string, zone: string) => ymd(localDate(zone, new Date(iso).getTime()));
const localMinutes = (iso: string, zone: string) => {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .split(':')
    .map(Number);
  return h! * 60 + m!;
};

describe('flight search', () => {
  it('finds a route on a local date, earliest first, with fares in the origin currency', async () => {
    const day = bangkokDay(5);
    const res = await search({ start: 'BKK', end: 'CNX', time: day });
    expect(res.status).toBe(0);
    const list = res.data.list;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(res.data.total).toBe(list.length);
    for (const f of list) {
      expect(f).toMatchObject({ startAirport: 'BKK', endAirport: 'CNX', unit: 'THB', startTimezone: 'Asia/Bangkok' });
      expect(localYmd(f.departAt, 'Asia/Bangkok')).toBe(day);
      expect(f.durationMin).toBe((Date.parse(f.arriveAt) - Date.parse(f.departAt)) / 60_000);
      expect(f.fares.every((x) => x.unit === 'THB')).toBe(true);
      const open = f.fares.filter((x) => x.seatsLeft > 0).map((x) => x.price);
      expect(f.soldOut).toBe(open.length === 0);
      if (!f.soldOut) expect(f.lowestPrice).toBe(Math.min(...open));
    }
    const departs = list.map((f) => f.departAt);
    expect(departs).toEqual([...departs].sort());
  });

  it('matches a city or airport name in any of the five locales, and answers in the caller language', async () => {
    const day = bangkokDay(6);
    const ids = async (start: string, end: string, locale?: string) => {
      const res = await search({ start, end, time: day }, locale ? { headers: { 'accept-language': locale } } : {});
      expect(res.status, `${start} -> ${end}`).toBe(0);
      return res.data;
    };
    const byCode = await ids('BKK', 'CNX');
    expect((await ids('Bangkok', 'chiang mai')).list.map((f) => f._id)).toEqual(byCode.list.map((f) => f._id));
    const thai = await ids('กรุงเทพ', 'เชียงใหม่', 'th-TH');
    expect(thai.list.map((f) => f._id)).toEqual(byCode.list.map((f) => f._id));
    expect(thai.list[0]).toMatchObject({ start: 'กรุงเทพฯ', end: 'เชียงใหม่' });
    const chinese = await ids('曼谷', '清迈', 'zh-Hans');
    expect(chinese.list.map((f) => f._id)).toEqual(byCode.list.map((f) => f._id));
    expect(chinese.list[0]).toMatchObject({ start: '曼谷', startAirportName: '素万那普' });
  });

  it('sorts by lowest price and by duration, and filters by cabin and departure window', async () => {
    const day = bangkokDay(7);
    const byPrice = (await search({ start: 'BKK', time: day, sort: 'price' })).data.list;
    const open = byPrice.filter((f) => !f.soldOut);
    // One origin, one currency: the order is the price order.
    expect(open.map((f) => f.lowestPrice)).toEqual(open.map((f) => f.lowestPrice).sort((a, b) => a - b));
    expect(byPrice.slice(open.length).every((f) => f.soldOut)).toBe(true);

    const byDuration = (await search({ start: 'BKK', time: day, sort: 'duration' })).data.list;
    const mins = byDuration.map((f) => f.durationMin);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    expect(new Set(mins).size).toBeGreaterThan(1);

    const business = (await search({ start: 'BKK', time: day, cabin: 'business' })).data.list;
    expect(business.length).toBeGreaterThan(0);
    for (const f of business) {
      const fare = f.fares.find((x) => x.cabin === 'business')!;
      if (fare.seatsLeft > 0) expect(f.lowestPrice).toBe(fare.price);
      else expect(f.soldOut).toBe(true);
    }
    const first = (await search({ start: 'BKK', time: day, cabin: 'first' })).data.list;
    expect(first.every((f) => f.fares.some((x) => x.cabin === 'first'))).toBe(true);
    expect(first.length).toBeLessThan(business.length);

    const morning = (await search({ start: 'BKK', time: day, departFrom: 360, departTo: 720 })).data.list;
    expect(morning.length).toBeGreaterThan(0);
    expect(morning.length).toBeLessThan(byPrice.length);
    for (const f of morning) {
      const m = localMinutes(f.departAt, 'Asia/Bangkok');
      expect(m).toBeGreaterThanOrEqual(360);
      expect(m).toBeLessThanOrEqual(720);
    }
  });

  it("filters by price in the viewer's currency and by airline, and pages", async () => {
    const day = bangkokDay(8);
    const all = (await search({ start: 'BKK', time: day }, { token: thai.token })).data.list.filter((f) => !f.soldOut);
    const prices = all.map((f) => f.lowestPrice).sort((a, b) => a - b);
    expect(new Set(prices).size).toBeGreaterThan(2);
    // Every price as a bound, both ends: a fare equal to the bound typed is in (no float rounding on the way).
    for (const bound of new Set(prices)) {
      const within = async (interval: [number | null, number | null]) =>
        (await search({ start: 'BKK', time: day, priceInterval: interval }, { token: thai.token })).data.list;
      const cheap = await within([null, bound]);
      expect(cheap.length, `at most ${bound}`).toBe(prices.filter((p) => p <= bound).length);
      expect(cheap.every((f) => f.lowestPrice <= bound)).toBe(true);
      const dear = await within([bound, null]);
      expect(dear.length, `at least ${bound}`).toBe(prices.filter((p) => p >= bound).length);
    }
    const bad = await search({ start: 'BKK', time: day, priceInterval: [5000, 1000] });
    expect(bad.status).toBe(ErrorCode.PriceIntervalInvalid);

    const airline = all[0]!.aviationName;
    const one = (await search({ start: 'BKK', time: day, aviationName: airline.slice(0, 5).toLowerCase() })).data.list;
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((f) => f.aviationName.toLowerCase().includes(airline.slice(0, 5).toLowerCase()))).toBe(true);

    const page1 = await search({ start: 'BKK', time: day, limt: 2, page: 1 });
    const page2 = await search({ start: 'BKK', time: day, limt: 2, page: 2 });
    expect(page1.data.hasMore).toBe(true);
    expect(page1.data.total).toBeGreaterThan(2);
    expect(page2.data.list[0]!._id).not.toBe(page1.data.list[0]!._id);
  });

  it('refuses an unknown place, a past or unsold date and a reversed departure window with catalogue errors', async () => {
    const unknown = await search({ start: 'Atlantis', end: 'CNX' });
    expect(unknown).toMatchObject({
      status: ErrorCode.UnknownAirport,
      msg: 'unknown_airport',
      params: { place: 'Atlantis' },
    });
    const past = await search({ start: 'BKK', time: bangkokDay(-2) });
    expect(past).toMatchObject({ status: ErrorCode.FlightDateInvalid, params: { days: 60 } });
    expect((await search({ start: 'BKK', time: bangkokDay(90) })).status).toBe(ErrorCode.FlightDateInvalid);
    expect((await search({ start: 'BKK', departFrom: 600, departTo: 500 })).status).toBe(ErrorCode.ParameterError);
    expect((await search({ start: 'BKK', time: '2026-02-30' })).status).toBe(ErrorCode.ParameterError);
  });

  it('names the stops of one-stop flights and filters nonstop only', async () => {
    const day = bangkokDay(6);
    const all = (await search({ start: 'BKK', end: 'PVG', time: day })).data.list;
    const oneStop = all.filter((f) => f.stops === 1);
    expect(oneStop.length).toBeGreaterThan(0);
    expect(all.some((f) => f.stops === 0)).toBe(true);
    for (const f of oneStop) expect(f.via).toEqual([{ code: 'HKG', city: 'Hong Kong' }]);
    for (const f of all.filter((x) => x.stops === 0)) expect(f.via).toEqual([]);
    const nonstop = await search({ start: 'BKK', end: 'PVG', time: day, maxStops: 0 });
    expect(nonstop.data.list.length).toBe(all.length - oneStop.length);
    expect(nonstop.data.list.every((f) => f.stops === 0)).toBe(true);
    // The stop's city is in the caller's language.
    const zh = await search({ start: 'BKK', end: 'TPE', time: day }, { headers: { 'accept-language': 'zh-Hans' } });
    expect(zh.data.list.length).toBeGreaterThan(0);
    expect(zh.data.list[0]!.via[0]).toEqual({ code: 'HKG', city: '香港' });
    expect((await search({ start: 'BKK', end: 'TPE', time: day, maxStops: 0 })).data.list).toEqual([]);
  });

  it('searches the outbound of a round trip, refusing a return before the departure', async () => {
    const out = await search({ start: 'BKK', end: 'HKT', time: bangkokDay(4), returnTime: bangkokDay(8) });
    expect(out.status).toBe(0);
    expect(out.data.list.every((f) => f.startAirport === 'BKK')).toBe(true);
    const reversed = await search({ start: 'BKK', end: 'HKT', time: bangkokDay(8), returnTime: bangkokDay(4) });
    expect(reversed).toMatchObject({ status: ErrorCode.ReturnBeforeDeparture, msg: 'return_before_departure' });
    const sameDay = await search({ start: 'BKK', end: 'HKT', time: bangkokDay(4), returnTime: bangkokDay(4) });
    expect(sameDay.status).toBe(0);
    const tooFar = await search({ start: 'BKK', end: 'HKT', time: bangkokDay(4), returnTime: bangkokDay(90) });
    expect(tooFar.status).toBe(ErrorCode.FlightDateInvalid);
    // The return leg: flights back leaving after the outbound lands.
    const outbound = out.data.list[0]!;
    const back = await search({
      start: 'HKT',
      end: 'BKK',
      time: localYmd(outbound.arriveAt, 'Asia/Bangkok'),
      departAfter: outbound.arriveAt,
    });
    expect(back.status).toBe(0);
    expect(back.data.list.every((f) => Date.parse(f.departAt) > Date.parse(outbound.arriveAt))).toBe(true);
  });
});

describe('one flight, the date strip and the airport picker', () => {
  it('answers a flight with every fare, time zones and the policy of spec section 9', async () => {
    const [f] = (await search({ start: 'BKK', end: 'HKG', time: bangkokDay(3) })).data.list;
    const res = await t.call<AirlineTicket & { policy: Record<string, unknown> }>('/product/GetAirlineTicketInfo', {
      _id: f!._id,
    });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({
      _id: f!._id,
      flightNo: f!.flightNo,
      startTimezone: 'Asia/Bangkok',
      endTimezone: 'Asia/Hong_Kong',
      fares: f!.fares,
      policy: {
        baggageKg: { economy: 20, business: 30, first: 40 },
        carryOn: { pieces: 1, kg: 7, sizeCm: '20x40x55' },
        overweightFeeBpPerKg: 150,
        freeChangeHoursBefore: 2,
        changeFeeBp: 1000,
        refundFeeBpOver24h: 2000,
        refundFeeBpWithin24h: 5000,
      },
    });
    expect((await t.call('/product/GetAirlineTicketInfo', { _id: '999999999' })).status).toBe(ErrorCode.NotFound);
  });

  it('gives the lowest fare of each of the 7 days around a date, never before today', async () => {
    const day = bangkokDay(10);
    const res = await t.call<{ list: { date: string; lowestPrice: number | null; unit: string | null }[] }>(
      '/product/GetFlightDates',
      { start: 'BKK', end: 'CNX', time: day },
    );
    expect(res.status).toBe(0);
    expect(res.data.list.map((d) => d.date)).toEqual([7, 8, 9, 10, 11, 12, 13].map(bangkokDay));
    for (const d of res.data.list.slice(2, 5)) {
      const flights = (await search({ start: 'BKK', end: 'CNX', time: d.date })).data.list.filter((f) => !f.soldOut);
      expect(d.lowestPrice).toBe(Math.min(...flights.map((f) => f.lowestPrice)));
      expect(d.unit).toBe('THB');
    }
    const soon = await t.call<{ list: { date: string }[] }>('/product/GetFlightDates', {
      start: 'BKK',
      end: 'CNX',
      time: bangkokDay(1),
    });
    expect(soon.data.list[0]!.date).toBe(bangkokDay(0));
    expect(soon.data.list).toHaveLength(7);
  });

  it('lists airports matching a typed name, in the caller language', async () => {
    const res = await t.call<{ list: { code: string; city: string; name: string }[] }>(
      '/product/GetAirports',
      { name: 'chiang' },
      { headers: { 'accept-language': 'zh-Hant' } },
    );
    expect(res.data.list).toEqual([
      { code: 'CNX', city: '清邁', name: '清邁國際機場', country: 'TH', timezone: 'Asia/Bangkok' },
    ]);
    expect((await t.call<{ list: unknown[] }>('/product/GetAirports', {})).data.list).toHaveLength(10);
    expect((await t.call<{ list: unknown[] }>('/product/GetAirports', { name: 'zzz' })).data.list).toEqual([]);
  });
});
