import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client';
import { addresses, merchants, type OpeningHours, productCategories, products } from '../src/db/schema';

/** Bangkok, Sukhumvit: merchants and addresses of the food tests sit around here. */
export const BKK = { latitude: 13.7299, longitude: 100.5681 };
export const ALL_DAY: OpeningHours = [{ days: [0, 1, 2, 3, 4, 5, 6], open: 0, close: 1440 }];
/** No window at all: always closed. */
export const NEVER: OpeningHours = [];

const text = (en: string) => ({ en, 'zh-Hans': `${en}（中）` });

/** A point `meters` north of `from` (1 degree of latitude is about 111.2 km). */
export const north = (from: { latitude: number; longitude: number }, meters: number) => ({
  latitude: from.latitude + meters / 111_195,
  longitude: from.longitude,
});

export type FoodMerchant = {
  id: number;
  /** Noodles 100 cents with Size (required: Regular 0 / Large +50) and Add-ons (egg +30, meat +80). */
  noodles: number;
  /** Limited: 5 left. */
  limited: number;
  /** Sold out. */
  soldOut: number;
  /** Off sale. */
  offSale: number;
};

/** A restaurant at `at` with a known menu; open all day unless told otherwise. */
export async function createFoodMerchant(
  database: Database,
  opts: {
    at?: { latitude: number; longitude: number };
    hours?: OpeningHours;
    radius?: number;
    fee?: number;
    minOrder?: number;
    paused?: boolean;
    name?: string;
    limitedStock?: number;
  } = {},
): Promise<FoodMerchant> {
  const db = database.db;
  const at = opts.at ?? BKK;
  const [m] = await db
    .insert(merchants)
    .values({
      type: 1,
      name: opts.name ?? `Test Kitchen ${randomBytes(3).toString('hex')}`,
      description: text('A test kitchen'),
      category: 'noodles',
      city: 'Bangkok',
      countryCode: 'TH',
      currency: 'THB',
      address: 'Sukhumvit Road',
      phone: '+66 2 000 0000',
      latitude: at.latitude,
      longitude: at.longitude,
      logo: '/assets/logo.png',
      cover: '/assets/cover.png',
      rating: 45,
      ratingCount: 10,
      sales: 100,
      avgPrice: 150,
      openingHours: opts.hours ?? ALL_DAY,
      timezone: 'Asia/Bangkok',
      deliveryRadiusM: opts.radius ?? 5000,
      deliveryFee: opts.fee ?? 40,
      minOrder: opts.minOrder ?? 0,
      paused: opts.paused ?? false,
    })
    .returning({ id: merchants.id });
  const [c] = await db
    .insert(productCategories)
    .values({ merchantId: m!.id, name: text('Noodles'), sort: 0 })
    .returning({ id: productCategories.id });
  const base = { merchantId: m!.id, categoryId: c!.id, description: text('Tasty'), image: '/assets/dish.png' };
  const rows = await db
    .insert(products)
    .values([
      {
        ...base,
        name: text('Boat noodles'),
        price: 100,
        sort: 0,
        specs: [
          {
            name: text('Size'),
            required: true,
            multiple: false,
            options: [
              { name: text('Regular'), price: 0 },
              { name: text('Large'), price: 50 },
            ],
          },
          {
            name: text('Add-ons'),
            required: false,
            multiple: true,
            options: [
              { name: text('Fried egg'), price: 30 },
              { name: text('Extra meat'), price: 80 },
            ],
          },
        ],
      },
      { ...base, name: text('Daily special'), price: 200, stock: opts.limitedStock ?? 5, sort: 1 },
      { ...base, name: text('Mango sticky rice'), price: 90, stock: 0, sort: 2 },
      { ...base, name: text('Old dish'), price: 80, onSale: false, sort: 3 },
    ])
    .returning({ id: products.id });
  return { id: m!.id, noodles: rows[0]!.id, limited: rows[1]!.id, soldOut: rows[2]!.id, offSale: rows[3]!.id };
}

/** A saved address of `userId` at `at` (default unless told). */
export async function createAddressAt(
  database: Database,
  userId: number,
  at: { latitude: number; longitude: number },
  isDefault = true,
) {
  const [row] = await database.db
    .insert(addresses)
    .values({
      userId,
      name: 'Test Person',
      phone: '+66812345678',
      address: `Street at ${at.latitude.toFixed(4)},${at.longitude.toFixed(4)}`,
      latitude: at.latitude,
      longitude: at.longitude,
      isDefault,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

/** A cart line of noodles: Large with an egg (100 + 50 + 30 = 180 each). */
export const largeNoodlesWithEgg = (m: FoodMerchant, quantity = 1) => ({
  pid: String(m.noodles),
  quantity,
  specs: [
    { group: 0, options: [1] },
    { group: 1, options: [0] },
  ],
});
