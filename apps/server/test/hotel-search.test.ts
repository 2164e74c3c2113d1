import { ErrorCode, type HotelCard, type HotelInfo } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { addDays, parseYmd, ymdOf } from '../src/lib/zoned-time';
import { hotelToday } from '../src/modules/hotel/hotel.rules';
import { createTestApp, type TestApp } from './helpers';
import { createUser } from './wallet-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const day = (days: number) => ymdOf(addDays(parseYmd(hotelToday('Asia/Bangkok', new Date())), days));
type Page = { list: HotelCard[]; total: number };

const search = async (body: object, token?: string) => {
  const res = await t.call<Page>(
    '/product/SearchHotels',
    { city: 'Bangkok', checkIn: day(10), checkOut: day(13), guests: 2, limt: 50, ...body },
    { token },
  );
  expect(res.status, res.msg).toBe(0);
  return res.data;
};
const names = (p: Page) => p.list.map((h) => h.name).sort();

describe('searching hotels for a stay', () => {
  it('lists the city hotels free every night, with the cheapest room type and its stay total', async () => {
    const page = await search({ rooms: 2 });
    expect(names(page)).toEqual(['Khaosan Backpackers Hostel', 'Riverside Orchid Hotel', 'Sukhumvit Skyline Hotel']);
    for (const card of page.list) {
      expect(card).toMatchObject({ nights: 3, available: true, unit: 'THB', mType: 2 });
      // The total is the hotel page's cheapest flexible room fee for the same stay.
      const info = await t.call<{ hotel: HotelInfo }>('/product/GetMerchantInfo', {
        mid: card.mid,
        checkIn: day(10),
        checkOut: day(13),
        rooms: 2,
        guests: 2,
      });
      const type = info.data.hotel.roomTypes.find((r) => r.pid === card.roomPid)!;
      const flexible = type.rates.find((r) => r.rate === 'flexible')!;
      expect(card.totalFrom).toBe(flexible.breakdown.roomFee);
      const cheapest = Math.min(
        ...info.data.hotel.roomTypes
          .filter((r) => r.available)
          .map((r) => r.rates.find((x) => x.rate === 'flexible')!.breakdown.roomFee),
      );
      expect(card.totalFrom).toBe(cheapest);
      expect(card.fromPrice).toBe(Math.floor(card.totalFrom / 2 / 3));
    }
  });

  it('sorts by price, rating and distance', async () => {
    const byPrice = (await search({ sort: 'priceAsc' })).list.map((h) => h.totalFrom);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const desc = (await search({ sort: 'priceDesc' })).list.map((h) => h.totalFrom);
    expect(desc).toEqual([...byPrice].reverse());
    const byRating = (await search({ sort: 'rating' })).list.map((h) => h.rating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    // Near me at Khao San Road: the hostel first, then by distance.
    const near = await search({ city: undefined, latitude: 13.759, longitude: 100.4975, sort: 'distance' });
    expect(near.list[0]!.name).toBe('Khaosan Backpackers Hostel');
    const d = near.list.map((h) => h.distance!);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(names(await search({ city: undefined, latitude: 13.759, longitude: 100.4975, radiusKm: 1 }))).toEqual([
      'Khaosan Backpackers Hostel',
    ]);
  });

  it('filters by stars, review score, amenities, guests per room and price per night', async () => {
    expect(names(await search({ stars: [5] }))).toEqual(['Riverside Orchid Hotel']);
    expect(names(await search({ stars: [4, 2] }))).toEqual(['Khaosan Backpackers Hostel', 'Sukhumvit Skyline Hotel']);
    expect(names(await search({ minRating: 4.6 }))).toEqual(['Riverside Orchid Hotel', 'Sukhumvit Skyline Hotel']);
    expect(names(await search({ amenities: ['pool', 'spa'] }))).toEqual(['Riverside Orchid Hotel']);
    // Four guests in one room: only a family room sleeps four.
    expect(names(await search({ guests: 4, rooms: 1 }))).toEqual(['Riverside Orchid Hotel']);
    // Per night in the viewer's currency (a Thai user: baht).
    const thai = await createUser(t.database, { country: 'TH', pin: null });
    const all = await search({ sort: 'priceAsc' }, thai.token);
    const cheapest = all.list[0]!;
    const capped = await search({ priceInterval: [null, cheapest.fromPrice + 1] }, thai.token);
    expect(capped.list.map((h) => h.mid)).toContain(cheapest.mid);
    expect(capped.list.every((h) => h.fromPrice <= cheapest.fromPrice + 1)).toBe(true);
    expect(capped.total).toBeLessThan(all.total);
    const bad = await t.call('/product/SearchHotels', {
      city: 'Bangkok',
      checkIn: day(10),
      checkOut: day(13),
      guests: 2,
      priceInterval: [500, 100],
    });
    expect(bad.status).toBe(ErrorCode.PriceIntervalInvalid);
  });

  it('leaves out a hotel whose every room type is full on one night of the stay', async () => {
    const [row] = await rawQuery(t.database.db, `select id from merchants where name = 'Sukhumvit Skyline Hotel'`);
    await rawQuery(t.database.db, 'update hotel_room_nights set available = 0 where merchant_id = $1 and night = $2', [
      Number(row!.id),
      day(21),
    ]);
    expect(names(await search({ checkIn: day(20), checkOut: day(23) }))).not.toContain('Sukhumvit Skyline Hotel');
    // The stay ending on that night's day (check-out day 21) is not affected.
    expect(names(await search({ checkIn: day(19), checkOut: day(21) }))).toContain('Sukhumvit Skyline Hotel');
  });

  it('answers bad stays with catalogue errors', async () => {
    const call = (body: object) =>
      t.call('/product/SearchHotels', { city: 'Bangkok', guests: 2, ...body }).then((r) => r.status);
    expect(await call({ checkIn: day(10), checkOut: day(10) })).toBe(ErrorCode.StayCheckOutNotAfterCheckIn);
    expect(await call({ checkIn: day(10), checkOut: day(41) })).toBe(ErrorCode.StayTooLong);
    expect(await call({ checkIn: day(-3), checkOut: day(1) })).toBe(ErrorCode.StayInPast);
    const [hotel] = await rawQuery(t.database.db, `select id from merchants where type = 2 order by id limit 1`);
    const info = await t.call('/product/GetMerchantInfo', {
      mid: String(hotel!.id),
      checkIn: day(5),
      checkOut: day(4),
    });
    expect(info.status).toBe(ErrorCode.StayCheckOutNotAfterCheckIn);
  });
});
