import type { Point } from './distance';

/**
 * Where the map opens when nothing better is known (no query point, delivery point or saved address):
 * the capital or main city of the user's country, else Bangkok, the demo world's home.
 */
const centres: Record<string, Point> = {
  TH: { latitude: 13.7563, longitude: 100.5018 },
  IN: { latitude: 19.076, longitude: 72.8777 },
  CN: { latitude: 31.2304, longitude: 121.4737 },
  TW: { latitude: 25.033, longitude: 121.5654 },
  HK: { latitude: 22.3193, longitude: 114.1694 },
  SG: { latitude: 1.3521, longitude: 103.8198 },
  MY: { latitude: 3.139, longitude: 101.6869 },
  VN: { latitude: 10.8231, longitude: 106.6297 },
  ID: { latitude: -6.2088, longitude: 106.8456 },
  PH: { latitude: 14.5995, longitude: 120.9842 },
  US: { latitude: 40.7128, longitude: -74.006 },
  GB: { latitude: 51.5072, longitude: -0.1276 },
  BR: { latitude: -23.5505, longitude: -46.6333 },
  PE: { latitude: -12.0464, longitude: -77.0428 },
  JP: { latitude: 35.6762, longitude: 139.6503 },
};

export const countryCentre = (code: string | null | undefined): Point =>
  (code && centres[code.toUpperCase()]) || (centres.TH as Point);

const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? Number.NaN : Number(v));

/** A `lat`/`lng` pair from the page address, when both are valid coordinates. */
export function pointOfQuery(lat: string | undefined, lng: string | undefined): Point | null {
  const latitude = num(lat);
  const longitude = num(lng);
  return Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null;
}
