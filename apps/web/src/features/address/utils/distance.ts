import type { TFunction } from 'i18next';
import { formatDistance } from '@/lib/format';

export type Point = { latitude: number; longitude: number };

/** Great-circle distance in whole metres (the server measures the same way). */
export function distanceMeters(a: Point, b: Point): number {
  const r = 6_371_000;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * r * Math.asin(Math.sqrt(h)));
}

/** Spec section 9: "350 m" under 1 km, else "1.2 km", in the user's language and digits. */
export function distanceText(meters: number | null | undefined, t: TFunction, locale: string): string | null {
  const d = formatDistance(meters, locale);
  return d ? t(`address.unit.${d.unit}`, { value: d.value }) : null;
}
