import type { MerchantCard } from '@wayfare/contracts';
import type { merchants } from '../../db/schema';
import { distanceMeters } from '../../lib/geo';
import { isOpenAt, localClock } from '../../lib/opening-hours';
import { inDeliveryRange } from '../order/order.rules';
import { nextOpenAt } from './merchant-hours';

type MerchantRow = typeof merchants.$inferSelect;
export type Point = { latitude: number; longitude: number };

/** The columns a card needs (list queries select only these). */
export type CardFields = Pick<
  MerchantRow,
  | 'id'
  | 'type'
  | 'name'
  | 'category'
  | 'city'
  | 'logo'
  | 'cover'
  | 'rating'
  | 'ratingCount'
  | 'sales'
  | 'currency'
  | 'avgPrice'
  | 'deliveryFee'
  | 'minOrder'
  | 'stars'
  | 'tags'
  | 'openingHours'
  | 'timezone'
  | 'deliveryRadiusM'
  | 'paused'
>;

/** Whether the merchant takes orders at `now`: not paused and inside its opening hours. */
export const isMerchantOpen = (m: Pick<MerchantRow, 'paused' | 'openingHours' | 'timezone'>, now: Date) =>
  !m.paused && isOpenAt(m.openingHours, m.timezone, now);

/** The card with a distance already measured (lists measure it in SQL, to sort by it). */
/** "HH:MM" on the merchant's clock of its next opening; null when open now, paused, or never opening. */
export function opensAtText(m: Pick<MerchantRow, 'paused' | 'openingHours' | 'timezone'>, now: Date): string | null {
  if (m.paused) return null;
  const next = nextOpenAt(m.openingHours, m.timezone, now);
  if (!next) return null;
  const { minutes } = localClock(next, m.timezone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function cardOf(m: CardFields, now: Date, distance: number | null): MerchantCard {
  const open = isMerchantOpen(m, now);
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
    unit: m.currency,
    open,
    opensAt: open ? null : opensAtText(m, now),
    distance,
    inRange: inDeliveryRange(m.deliveryRadiusM, distance),
  };
}

/** Maps a merchant row to the card every list shows; distance and range need the chosen address. */
export function toMerchantCard(m: MerchantRow, now: Date, from: Point | null): MerchantCard {
  const distance = from ? distanceMeters(from.latitude, from.longitude, m.latitude, m.longitude) : null;
  return cardOf(m, now, distance);
}
