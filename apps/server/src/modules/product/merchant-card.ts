import type { MerchantCard } from '@wayfare/contracts';
import type { merchants } from '../../db/schema';
import { distanceMeters } from '../../lib/geo';
import { isOpenAt } from '../../lib/opening-hours';

type MerchantRow = typeof merchants.$inferSelect;
export type Point = { latitude: number; longitude: number };

/** Maps a merchant row to the card every list shows; distance and range need the chosen address. */
export function toMerchantCard(m: MerchantRow, now: Date, from: Point | null): MerchantCard {
  const distance = from ? distanceMeters(from.latitude, from.longitude, m.latitude, m.longitude) : null;
  return {
    mid: String(m.id),
    mType: m.type,
    name: m.name,
    category: m.category,
    city: m.city,
    logo: m.logo,
    cover: m.cover,
    rating: m.rating / 10,
    ratingCount: m.ratingCount,
    sales: m.sales,
    avgPrice: m.avgPrice,
    deliveryFee: m.deliveryFee,
    minOrder: m.minOrder,
    stars: m.stars,
    tags: m.tags,
    open: !m.paused && isOpenAt(m.openingHours, m.timezone, now),
    distance,
    inRange: distance === null || m.deliveryRadiusM === 0 ? null : distance <= m.deliveryRadiusM,
  };
}
