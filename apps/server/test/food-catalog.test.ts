import { type Address, ErrorCode, type MerchantCard, type MerchantDetail, minorPerMajor } from '@wayfare/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, type OpeningHours } from '../src/db/schema';
import { distanceMeters } from '../src/lib/geo';
import { localClock } from '../src/lib/opening-hours';
import { type FakeGoogle, startFakeGoogle } from './fake-google-maps';
import { BKK, createAddressAt, createFoodMerchant, NEVER, north } from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { createUser } from './wallet-fixtures';

/** The demo user's home (seed): Sukhumvit Soi 24. */
const HOME = BKK;

let t: TestApp;
/** The same database behind an app that has Google configured (the fake one). */
let g: TestApp;
let google: FakeGoogle;
let foodCount: number;

beforeAll(async () => {
  google = await startFakeGoogle({ slowMs: 1500 });
  t = await createTestApp({ seed: true, env: { JOBS_POLL_MS: '0' } });
  g = await createTestApp({
    database: t.database,
    env: {
      JOBS_POLL_MS: '0',
      GOOGLE_MAPS_API_KEY: google.key,
      GOOGLE_MAPS_API_BASE: google.url,
      GOOGLE_PLACES_API_BASE: google.url,
      MAPS_TIMEOUT_MS: '300',
    },
  });
  const [row] = await t.database.db.select({ n: count() }).from(merchants).where(eq(merchants.type, 1));
  foodCount = row!.n;
});
afterAll(async () => {
  await g?.close();
  await t?.close();
  await google?.close();
});

type Page = { list: MerchantCard[]; total: number; page: number; limt: number; hasMore: boolean };
const list = (body: object, token?: string) => t.call<Page>('/product/GetMerchantList', body, { token });

describe('merchant list', () => {
  it('sorts by distance from a position in SQL, with the distance and range of every card', async () => {
    const res = await list({ mType: 1, sort: 'distance', ...HOME, page: 1, limt: 20 });
    expect(res.status).toBe(0);
    expect(foodCount).toBeGreaterThanOrEqual(35);
    expect(res.data).toMatchObject({ total: foodCount, page: 1, limt: 20, hasMore: true });
    expect(res.data.list).toHaveLength(20);
    const distances = res.data.list.map((c) => c.distance!);
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
    expect(distances[0]).toBeLessThan(5000);
    // What the card shows is what lib/geo measures, to the metre.
    const first = await t.call<MerchantDetail>('/product/GetMerchantInfo', { mid: res.data.list[0]!.mid });
    const d = first.data;
    expect(distances[0]).toBe(distanceMeters(HOME.latitude, HOME.longitude, d.latitude, d.longitude));
    expect(res.data.list[0]!.inRange).toBe(distances[0]! <= d.deliveryRadius);
    // Far cities are out of range.
    expect(res.data.list.at(-1)!.inRange).toBe(false);

    const second = await list({ mType: 1, sort: 'distance', ...HOME, page: 2, limt: 20 });
    expect(second.data.list.length).toBe(foodCount - 20);
    expect(second.data.hasMore).toBe(false);
    const seen = new Set(res.data.list.map((c) => c.mid));
    expect(second.data.list.some((c) => seen.has(c.mid))).toBe(false);
    expect(second.data.list[0]!.distance!).toBeGreaterThanOrEqual(distances.at(-1)!);
    const past = await list({ mType: 1, page: 9, limt: 20 });
    expect(past.data).toMatchObject({ list: [], hasMore: false });
  });

  /**
   * Merchants price in their own currencies; price sorts and filters compare their indicative value in
   * US cents (reference rates of GetCountry), and an anonymous viewer's interval is in US cents.
   */
  const usdCentsOf = async () => {
    const countries = (await t.call<{ list: { unit: string; perUsd: number }[] }>('/config/GetCountry', {})).data.list;
    const perUsd = new Map(countries.map((c) => [c.unit, c.perUsd]));
    // Rounded to a millionth of a cent: two merchants of one value may come in either order.
    return (c: MerchantCard) => Math.round((c.avgPrice / minorPerMajor(c.unit) / perUsd.get(c.unit)!) * 1e8) / 1e6;
  };

  it('sorts by rating, sales and price', async () => {
    const field = async (sort: string, pick: (c: MerchantCard) => number) =>
      (await list({ mType: 1, sort, limt: 100 })).data.list.map(pick);
    const rating = await field('rating', (c) => c.rating);
    expect(rating).toEqual([...rating].sort((x, y) => y - x));
    const sales = await field('sales', (c) => c.sales);
    expect(sales).toEqual([...sales].sort((x, y) => y - x));
    const usd = await usdCentsOf();
    const up = await field('priceAsc', usd);
    expect(up).toEqual([...up].sort((x, y) => x - y));
    const down = await field('priceDesc', usd);
    expect(down).toEqual([...down].sort((x, y) => y - x));
    // Several currencies are on the list: a sort by the bare numbers would mix baht with rupees.
    expect(new Set((await list({ mType: 1, limt: 100 })).data.list.map((c) => c.unit)).size).toBeGreaterThan(2);
    expect(up).toHaveLength(foodCount);
  });

  it('filters by name, category, home picks and price interval', async () => {
    const all = (await list({ mType: 1, limt: 100 })).data.list;
    const target = all[3]!;
    const word = target.name
      .split(' ')
      .find((w) => w.length > 3)!
      .toUpperCase();
    const byName = (await list({ mType: 1, name: word, limt: 100 })).data.list;
    expect(byName.map((c) => c.mid)).toContain(target.mid);
    for (const c of byName) expect(`${c.name} ${c.category}`.toUpperCase()).toContain(word);
    // Pattern characters are text, not wildcards.
    expect((await list({ mType: 1, name: '%' })).data.total).toBe(0);

    const byCategory = (await list({ mType: 1, category: target.category, limt: 100 })).data.list;
    expect(byCategory.length).toBeGreaterThan(0);
    for (const c of byCategory) expect(c.category).toBe(target.category);

    const [picks] = await t.database.db
      .select({ n: count() })
      .from(merchants)
      .where(and(eq(merchants.type, 1), eq(merchants.recommended, true)));
    const home = await list({ mType: 1, isHmoe: 1, limt: 100 });
    expect(home.data.total).toBe(picks!.n);

    const usd = await usdCentsOf();
    const prices = all.map(usd).sort((x, y) => x - y);
    const [min, max] = [Math.ceil(prices[5]!), Math.floor(prices[20]!)];
    const within = (await list({ mType: 1, priceInterval: [min, max], limt: 100 })).data.list;
    expect(within.length).toBeGreaterThan(10);
    for (const c of within) expect(usd(c) >= min - 1e-6 && usd(c) <= max + 1e-6).toBe(true);
    const openEnded = (await list({ mType: 1, priceInterval: [null, min], limt: 100 })).data.list;
    for (const c of openEnded) expect(usd(c)).toBeLessThanOrEqual(min + 1e-6);

    expect((await list({ priceInterval: [500, 100] })).status).toBe(ErrorCode.PriceIntervalInvalid);
    expect((await list({ priceInterval: [100, 100] })).status).toBe(ErrorCode.PriceIntervalInvalid);
    expect((await list({ priceInterval: [-1, 100] })).status).toBe(ErrorCode.ParameterError);
  });

  it('recommends what can be ordered now: open and in range by distance, then opening later, never out of range', async () => {
    // Far from every seeded restaurant, so only these are in range here.
    const here = { latitude: 15.2, longitude: 101.3 };
    const { minutes } = localClock(new Date(), 'Asia/Bangkok');
    const later = (from: number) => (minutes + from) % 1440;
    const opensLater: OpeningHours = [{ days: [0, 1, 2, 3, 4, 5, 6], open: later(120), close: later(240) }];
    const closedNear = await createFoodMerchant(t.database, { at: north(here, 150), hours: opensLater });
    const openFar = await createFoodMerchant(t.database, { at: north(here, 1500) });
    const openNear = await createFoodMerchant(t.database, { at: north(here, 600) });
    const outOfRange = await createFoodMerchant(t.database, { at: north(here, 100), radius: 50 });
    const cards = (await list({ mType: 1, ...here, limt: 100 })).data.list;
    expect(cards.map((c) => c.mid)).toEqual([openNear, openFar, closedNear].map((m) => String(m.id)));
    expect(cards.map((c) => c.open)).toEqual([true, true, false]);
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    expect(cards[2]!.opensAt).toBe(hhmm(later(120)));
    expect(cards[0]!.opensAt).toBeNull();
    expect(cards.map((c) => c.mid)).not.toContain(String(outOfRange.id));
    // The distance sort still lists it (the card says it is out of range).
    const byDistance = (await list({ mType: 1, ...here, sort: 'distance', limt: 5 })).data.list;
    expect(byDistance[0]).toMatchObject({ mid: String(outOfRange.id), inRange: false });

    // Home "Recommended for you" is the same order at the point the app passes.
    const home = await t.call<{ merchants: MerchantCard[] }>('/config/GetHomeConfig', here);
    expect(home.data.merchants.map((c) => c.mid)).toEqual(cards.map((c) => c.mid));
    // At the seeded Bangkok home every recommendation delivers there, open ones first.
    const bkk = (await t.call<{ merchants: MerchantCard[] }>('/config/GetHomeConfig', HOME)).data.merchants;
    expect(bkk.length).toBeGreaterThan(0);
    for (const c of bkk) expect(c.inRange).toBe(true);
    const open = bkk.map((c) => c.open);
    expect(open).toEqual([...open].sort((x, y) => Number(y) - Number(x)));
  });

  it("measures from the caller's default address, a chosen address, or nothing", async () => {
    const u = await createUser(t.database, { pin: null });
    const anonymous = (await list({ mType: 1, limt: 5 })).data.list;
    for (const c of anonymous) expect(c).toMatchObject({ distance: null, inRange: null });
    // Logged in without an address: still nothing to measure from.
    expect((await list({ mType: 1, limt: 5 }, u.token)).data.list[0]!.distance).toBeNull();

    await createAddressAt(t.database, u.id, HOME);
    const far = await createAddressAt(t.database, u.id, { latitude: 19.0683, longitude: 72.8265 }, false);
    const byDefault = (await list({ mType: 1, sort: 'distance', limt: 5 }, u.token)).data.list;
    expect(byDefault[0]!.distance).toBeLessThan(5000);
    const byChosen = (await list({ mType: 1, sort: 'distance', addressId: far, limt: 5 }, u.token)).data.list;
    expect(byChosen[0]!.city).toBe('Mumbai');

    const other = await createUser(t.database, { pin: null });
    const foreign = await list({ mType: 1, addressId: far }, other.token);
    expect(foreign.status).toBe(ErrorCode.SelectItemsOrAddress);
  });
});

describe('merchant page', () => {
  it('shows details, hours and the menu by category with specs in the caller’s language', async () => {
    const m = await createFoodMerchant(t.database, { at: north(HOME, 800), radius: 3000 });
    const res = await t.call<MerchantDetail>(
      '/product/GetMerchantInfo',
      { mid: m.id, isGetProduct: true, ...HOME },
      { headers: { 'accept-language': 'zh-Hans' } },
    );
    expect(res.status).toBe(0);
    const d = res.data;
    expect(d).toMatchObject({ mid: String(m.id), open: true, nextOpenAt: null, deliveryRadius: 3000, inRange: true });
    expect(Math.abs(d.distance! - 800)).toBeLessThanOrEqual(2);
    expect(d.categories).toHaveLength(1);
    expect(d.categories[0]!.name).toBe('Noodles（中）');
    const products = d.categories[0]!.products;
    // Off-sale items are not on the menu; sold-out ones are, with stock 0.
    expect(products.map((p) => p.pid)).toEqual([m.noodles, m.limited, m.soldOut].map(String));
    expect(products[0]!.specs[0]).toEqual({
      at: 0,
      name: 'Size（中）',
      required: true,
      multiple: false,
      options: [
        { at: 0, name: 'Regular（中）', price: 0 },
        { at: 1, name: 'Large（中）', price: 50 },
      ],
    });
    expect(products[2]!.stock).toBe(0);

    const bare = await t.call<MerchantDetail>('/product/GetMerchantInfo', { mid: m.id });
    expect(bare.data.categories).toEqual([]);
    expect(bare.data.distance).toBeNull();
    expect((await t.call('/product/GetMerchantInfo', { mid: 99_999_999 })).status).toBe(ErrorCode.NotFound);
  });

  it('says when a closed merchant opens next', async () => {
    const { minutes } = localClock(new Date(), 'Asia/Bangkok');
    const open = (minutes + 120) % 1440;
    const later = await createFoodMerchant(t.database, {
      hours: [{ days: [0, 1, 2, 3, 4, 5, 6], open, close: (open + 60) % 1440 }],
    });
    const d = (await t.call<MerchantDetail>('/product/GetMerchantInfo', { mid: later.id })).data;
    expect(d.open).toBe(false);
    const inMinutes = (new Date(d.nextOpenAt!).getTime() - Date.now()) / 60_000;
    expect(inMinutes).toBeGreaterThan(118);
    expect(inMinutes).toBeLessThanOrEqual(120);

    const never = await createFoodMerchant(t.database, { hours: NEVER });
    const n = (await t.call<MerchantDetail>('/product/GetMerchantInfo', { mid: never.id })).data;
    expect(n).toMatchObject({ open: false, nextOpenAt: null });
  });
});

describe('addresses', () => {
  const input = (over: object = {}) => ({
    name: 'Somchai',
    phone: '+66 81 234 5678',
    address: 'Sukhumvit Soi 24',
    label: 'Home',
    latitude: 13.7299,
    longitude: 100.5681,
    detailed: 'Tower B',
    houseNumber: '12B',
    ...over,
  });

  it('creates, updates and deletes with at most one default, and the user info map follows', async () => {
    const u = await createUser(t.database, { pin: null });
    const call = <T>(path: string, body: object) => t.call<T>(path, body, { token: u.token });
    const first = await call<Address>('/user/CreateAddress', input());
    expect(first.status).toBe(0);
    expect(first.data).toMatchObject({ label: 'Home', isDefault: true, houseNumber: '12B', detailed: 'Tower B' });
    const work = await call<Address>('/user/CreateAddress', input({ label: 'Work', isDefault: true }));
    expect(work.data.isDefault).toBe(true);
    const third = await call<Address>('/user/CreateAddress', input({ label: '' }));
    expect(third.data.isDefault).toBe(false);

    const info = async () =>
      (await t.call<{ address: Record<string, Address> }>('/user/GetUserInfo', {}, { token: u.token })).data.address;
    let map = await info();
    expect(
      Object.values(map)
        .filter((a) => a.isDefault)
        .map((a) => a.id),
    ).toEqual([work.data.id]);

    const updated = await call<Address>('/user/UpdateAddress', {
      ...input({ address: 'Silom Road', isDefault: true }),
      id: first.data.id,
    });
    expect(updated.data).toMatchObject({ id: first.data.id, address: 'Silom Road', isDefault: true });
    map = await info();
    expect(
      Object.values(map)
        .filter((a) => a.isDefault)
        .map((a) => a.id),
    ).toEqual([first.data.id]);

    // Concurrent "make me default" calls still leave exactly one.
    await Promise.all(
      [work.data.id, third.data.id, first.data.id].map((id) =>
        call('/user/UpdateAddress', { ...input({ isDefault: true }), id }),
      ),
    );
    expect(Object.values(await info()).filter((a) => a.isDefault)).toHaveLength(1);

    // Deleting the default hands it to the newest remaining address.
    const current = Object.values(await info()).find((a) => a.isDefault)!;
    expect((await call('/user/DeleteAddress', { id: current.id })).status).toBe(0);
    map = await info();
    expect(map[current.id]).toBeUndefined();
    expect(Object.values(map).filter((a) => a.isDefault)).toHaveLength(1);
    expect((await call('/user/DeleteAddress', { id: current.id })).status).toBe(ErrorCode.NotFound);
    expect((await call('/user/CreateAddress', input({ latitude: 95 }))).status).toBe(ErrorCode.ParameterError);
  });
});

describe('geocoding', () => {
  it('reuses a saved address within 1000 m before asking any provider', async () => {
    const u = await createUser(t.database, { pin: null });
    const saved = await createAddressAt(t.database, u.id, HOME);
    const before = google.requests.length;
    const res = await g.call('/map/ReverseGeocode', { ...north(HOME, 600), language: 'en' }, { token: u.token });
    expect(res.data).toMatchObject({ source: 'saved', addressId: String(saved), placeId: null });
    expect(Math.abs((res.data as { distance: number }).distance - 600)).toBeLessThanOrEqual(2);
    expect(google.requests.length).toBe(before);
  });

  it('asks Google (latlng and language) beyond that, and answers none when nothing is known', async () => {
    const u = await createUser(t.database, { pin: null });
    await createAddressAt(t.database, u.id, HOME);
    const res = await g.call('/map/ReverseGeocode', { ...north(HOME, 1500), language: 'th' }, { token: u.token });
    expect(res.data).toMatchObject({ source: 'provider', address: 'ถนน 13.743,100.568', placeId: 'ChIJ-fake-place' });
    const asked = google.requests.at(-1)!;
    expect(asked.path).toBe('/maps/api/geocode/json');
    expect(asked.query).toMatchObject({ latlng: `${north(HOME, 1500).latitude},${HOME.longitude}`, language: 'th' });
    expect(asked.query.key).toBe(google.key);

    const nothing = await g.call('/map/ReverseGeocode', { latitude: 0, longitude: 10 }, { token: u.token });
    expect(nothing.data).toEqual({ address: '', source: 'none', addressId: null, distance: null, placeId: null });
    // Without a provider: the saved address or nothing ("Unknow Address" on the client).
    const offline = await t.call('/map/ReverseGeocode', { ...north(HOME, 1500) }, { token: u.token });
    expect(offline.data).toMatchObject({ source: 'none', address: '' });
    expect((await t.call('/map/ReverseGeocode', { ...HOME })).status).toBe(ErrorCode.LoginExpired);
  });

  it('searches places in a 0.1-degree rectangle with the fields the chooser shows', async () => {
    const u = await createUser(t.database, { pin: null });
    const res = await g.call<{ list: unknown[] }>(
      '/map/SearchPlaces',
      { textQuery: 'Terminal 21', ...HOME, languageCode: 'th', pageSize: 2 },
      { token: u.token },
    );
    expect(res.status).toBe(0);
    expect(res.data.list).toEqual([
      {
        placeId: 'place-0',
        name: 'Terminal 21 1',
        address: '1 Sukhumvit Road, Bangkok',
        rating: 4.5,
        latitude: 13.73,
        longitude: 100.56,
      },
      {
        placeId: 'place-1',
        name: 'Terminal 21 2',
        address: '2 Sukhumvit Road, Bangkok',
        rating: 4.4,
        latitude: 13.731,
        longitude: 100.561,
      },
    ]);
    const asked = google.requests.at(-1)!;
    expect(asked.method).toBe('POST');
    expect(asked.path).toBe('/v1/places:searchText');
    expect(asked.headers['x-goog-fieldmask']).toBe(
      'places.id,places.displayName,places.formattedAddress,places.rating,places.location',
    );
    expect(asked.body).toEqual({
      textQuery: 'Terminal 21',
      languageCode: 'th',
      pageSize: 2,
      locationBias: {
        rectangle: {
          low: { latitude: HOME.latitude - 0.1, longitude: HOME.longitude - 0.1 },
          high: { latitude: HOME.latitude + 0.1, longitude: HOME.longitude + 0.1 },
        },
      },
    });
  });

  it('skips the search without coordinates or a provider', async () => {
    const u = await createUser(t.database, { pin: null });
    const before = google.requests.length;
    const res = await g.call('/map/SearchPlaces', { textQuery: 'Siam' }, { token: u.token });
    expect(res).toMatchObject({ status: 0, data: { list: [] } });
    expect(google.requests.length).toBe(before);
    const offline = await t.call('/map/SearchPlaces', { textQuery: 'Siam', ...HOME }, { token: u.token });
    expect(offline).toMatchObject({ status: 0, data: { list: [] } });
  });

  it('answers "timed out, possibly no VPN" when Google is too slow, and Unavailable when it fails', async () => {
    const u = await createUser(t.database, { pin: null });
    const started = Date.now();
    const slow = await g.call('/map/SearchPlaces', { textQuery: 'slow', ...HOME }, { token: u.token });
    expect(slow).toMatchObject({ status: ErrorCode.MapTimeout, msg: 'map_timeout', data: null });
    expect(Date.now() - started).toBeLessThan(1400);
    const broken = await g.call('/map/SearchPlaces', { textQuery: 'broken', ...HOME }, { token: u.token });
    expect(broken.status).toBe(ErrorCode.Unavailable);
  });
});
