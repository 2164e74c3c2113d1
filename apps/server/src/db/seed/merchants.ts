import type { ProductSpecGroup } from '../schema';
import { assetUrl } from './assets';
import { insertMerchants, type MerchantBundle, repriceMerchants } from './catalog-insert';
import { CITIES, type CityKey, cityPrice, currencyOf, localMinor } from './cities';
import { type Dish, groupOrder, MENU_GROUPS, type MenuGroup } from './menu';
import { dish, POOLS } from './menu-pools';
import { HOURS, RESTAURANTS, type RestaurantSeed } from './merchants-data';
import { rng } from './prng';
import type { SeedSection } from './section';
import { specsFor } from './specs';

export const MERCHANT_TYPE_FOOD = 1;

export type MenuItem = {
  dish: Dish;
  group: MenuGroup;
  price: number;
  stock: number | null;
  sales: number;
  specs: ProductSpecGroup[];
};

const MAX_FOOD_GROUPS = 4;

/**
 * Picks a restaurant's menu from its pool: the signature category first, then other categories in a
 * seeded order until the menu is big enough, plus a few drinks; 8-20 items in 2-5 categories.
 */
export function buildMenu(r: RestaurantSeed): MenuItem[] {
  const rand = rng(`menu:${r.slug}`);
  const pool = POOLS[r.pool];
  const food = pool.dishes.map(dish);
  const groups = [...new Set(food.map((d) => d.group))];
  const [signature, ...others] = groups;
  if (!signature) throw new Error(`empty pool ${r.pool}`);
  const drinkCount = pool.drinks.length ? rand.int(2, Math.min(4, pool.drinks.length)) : 0;
  const target = rand.int(10, 16) - drinkCount;
  const maxGroups = pool.drinks.length ? MAX_FOOD_GROUPS : MAX_FOOD_GROUPS + 1;

  const chosen: { dish: Dish; group: MenuGroup }[] = [];
  const used: MenuGroup[] = [];
  for (const g of [signature, ...rand.shuffle(others)]) {
    if (used.length >= maxGroups || chosen.length >= target) break;
    used.push(g);
    for (const d of food) if (d.group === g) chosen.push({ dish: d, group: g });
  }
  const drinks = rand.shuffle(pool.drinks).slice(0, drinkCount);
  for (const slug of drinks) chosen.push({ dish: dish(slug), group: 'drinks' });
  chosen.sort((a, b) => groupOrder(a.group) - groupOrder(b.group));
  const menu = chosen.slice(0, 20);

  const categories = new Set(menu.map((m) => m.group)).size;
  if (menu.length < 8 || categories < 2 || categories > 5) {
    throw new Error(`menu of ${r.slug}: ${menu.length} items in ${categories} categories`);
  }
  const popularity = r.sales / 10000;
  const scale = (groups: ProductSpecGroup[]) =>
    groups.map((g) => ({
      ...g,
      options: g.options.map((o) => ({ ...o, price: cityPrice(o.price, r.city, r.tier) })),
    }));
  return menu.map(({ dish: d, group }) => {
    const roll = rand.next();
    return {
      dish: d,
      group,
      price: cityPrice(d.base, r.city, r.tier),
      // Most items are unlimited; a few have a daily batch, and about one in fifty is sold out.
      stock: roll < 0.02 ? 0 : roll < 0.12 ? rand.int(3, 40) : null,
      sales: Math.round(rand.int(20, 1800) * (0.5 + popularity)),
      specs: scale(specsFor(d.spec, d.base)),
    };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function restaurantBundle(r: RestaurantSeed): MerchantBundle {
  const city = CITIES[r.city as CityKey];
  const menu = buildMenu(r);
  const groups = [...new Set(menu.map((m) => m.group))];
  const mains = menu.filter((m) => m.group !== 'drinks').map((m) => m.price);
  return {
    merchant: {
      type: MERCHANT_TYPE_FOOD,
      name: r.name,
      description: r.description,
      category: r.category,
      city: city.name,
      countryCode: city.country,
      currency: currencyOf(city.country),
      address: r.address,
      phone: r.phone,
      latitude: r.latitude,
      longitude: r.longitude,
      logo: assetUrl.merchantLogo(r.slug),
      cover: assetUrl.merchantCover(r.slug),
      rating: r.rating,
      ratingCount: r.ratingCount,
      sales: r.sales,
      avgPrice: median(mains),
      openingHours: HOURS[r.hours],
      timezone: city.timezone,
      deliveryRadiusM: r.deliveryRadiusM,
      deliveryFee: localMinor(r.feeLocal, city.country),
      minOrder: localMinor(r.minOrderLocal, city.country),
      stars: 0,
      tags: r.tags,
      recommended: r.recommended,
      paused: r.paused,
    },
    categories: groups.map((g) => ({
      name: MENU_GROUPS[g],
      products: menu
        .filter((m) => m.group === g)
        .map((m, sort) => ({
          name: m.dish.name,
          description: m.dish.description,
          image: assetUrl.dish(m.dish.slug),
          price: m.price,
          stock: m.stock,
          sales: m.sales,
          onSale: true,
          specs: m.specs,
          attrs: {},
          sort,
        })),
    })),
  };
}

export const merchantsSection: SeedSection = {
  name: 'restaurants',
  // v2: prices in each restaurant's own currency (v1 stored converted US cents).
  version: 2,
  async apply(tx) {
    const bundles = RESTAURANTS.map(restaurantBundle);
    await repriceMerchants(tx, bundles);
    await insertMerchants(tx, bundles);
  },
};
