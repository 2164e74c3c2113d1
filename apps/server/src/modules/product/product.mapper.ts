import type { Locale, MerchantDetail, Product, SpecGroup } from '@wayfare/contracts';
import type { merchants, ProductSpecGroup, productCategories, products } from '../../db/schema';
import { distanceMeters } from '../../lib/geo';
import { pick } from '../../lib/locale';
import { cardOf, type Point } from './merchant-card';
import { nextOpenAt } from './merchant-hours';
import { shownSpecs } from './specs';

type MerchantRow = typeof merchants.$inferSelect;
type CategoryRow = typeof productCategories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export const toSpecGroups = (specs: ProductSpecGroup[], locale: Locale): SpecGroup[] =>
  shownSpecs(specs).map((g) => ({
    at: g.at,
    name: pick(g.name, locale),
    required: g.required,
    multiple: g.multiple,
    options: g.options.map((o) => ({ at: o.at, name: pick(o.name, locale), price: o.price })),
  }));

function roomOf(p: ProductRow, merchantType: number): Product['room'] {
  if (merchantType !== 2) return null;
  const a = p.attrs;
  return {
    bed: String(a.bed ?? ''),
    sizeM2: Number(a.sizeM2 ?? 0),
    maxGuests: Number(a.maxGuests ?? 0),
    breakfast: Boolean(a.breakfast),
    serviceFeeBp: Number(a.serviceFeeBp ?? 0),
  };
}

export function toProduct(p: ProductRow, merchant: { type: number; currency: string }, locale: Locale): Product {
  return {
    pid: String(p.id),
    mid: String(p.merchantId),
    categoryId: p.categoryId === null ? null : String(p.categoryId),
    name: pick(p.name, locale),
    description: pick(p.description, locale),
    image: p.image,
    price: p.price,
    unit: merchant.currency,
    stock: p.stock,
    sales: p.sales,
    onSale: p.onSale,
    specs: toSpecGroups(p.specs, locale),
    room: roomOf(p, merchant.type),
  };
}

/** The merchant page: card, details, hours, and the menu grouped by category (products without one last). */
export function toMerchantDetail(
  m: MerchantRow,
  menu: { categories: CategoryRow[]; products: ProductRow[] } | null,
  from: Point | null,
  now: Date,
  locale: Locale,
  hotel: MerchantDetail['hotel'] = null,
): MerchantDetail {
  const distance = from ? distanceMeters(from.latitude, from.longitude, m.latitude, m.longitude) : null;
  const card = cardOf(m, now, distance);
  const categories: MerchantDetail['categories'] = [];
  if (menu) {
    const byCategory = new Map<number | null, Product[]>();
    for (const p of menu.products) {
      const list = byCategory.get(p.categoryId) ?? [];
      list.push(toProduct(p, m, locale));
      byCategory.set(p.categoryId, list);
    }
    for (const c of menu.categories) {
      const list = byCategory.get(c.id);
      if (list?.length) categories.push({ id: String(c.id), name: pick(c.name, locale), products: list });
    }
    const loose = byCategory.get(null);
    if (loose?.length) categories.push({ id: '0', name: '', products: loose });
  }
  return {
    ...card,
    description: pick(m.description, locale),
    address: m.address,
    phone: m.phone,
    latitude: m.latitude,
    longitude: m.longitude,
    openingHours: m.openingHours,
    timezone: m.timezone,
    nextOpenAt: m.paused ? null : (nextOpenAt(m.openingHours, m.timezone, now)?.toISOString() ?? null),
    deliveryRadius: m.deliveryRadiusM,
    categories,
    hotel,
  };
}
