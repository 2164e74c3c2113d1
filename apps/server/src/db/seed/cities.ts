import { minorPerMajor } from '@wayfare/contracts';
import { countryByCode } from './countries';

export type City = {
  name: string;
  country: string;
  timezone: string;
  /** Food prices relative to Bangkok mid-range restaurants. */
  priceFactor: number;
  /** Menu prices are rounded to this many local currency units, as a real menu would be. */
  step: number;
};

export const CITIES = {
  bangkok: { name: 'Bangkok', country: 'TH', timezone: 'Asia/Bangkok', priceFactor: 1, step: 5 },
  chiangmai: { name: 'Chiang Mai', country: 'TH', timezone: 'Asia/Bangkok', priceFactor: 0.85, step: 5 },
  phuket: { name: 'Phuket', country: 'TH', timezone: 'Asia/Bangkok', priceFactor: 1.2, step: 5 },
  delhi: { name: 'Delhi', country: 'IN', timezone: 'Asia/Kolkata', priceFactor: 0.6, step: 10 },
  mumbai: { name: 'Mumbai', country: 'IN', timezone: 'Asia/Kolkata', priceFactor: 0.7, step: 10 },
  shanghai: { name: 'Shanghai', country: 'CN', timezone: 'Asia/Shanghai', priceFactor: 1.3, step: 1 },
  hongkong: { name: 'Hong Kong', country: 'HK', timezone: 'Asia/Hong_Kong', priceFactor: 1.7, step: 1 },
  taipei: { name: 'Taipei', country: 'TW', timezone: 'Asia/Taipei', priceFactor: 1.1, step: 10 },
} satisfies Record<string, City>;
export type CityKey = keyof typeof CITIES;

/** A price written in whole local currency units (e.g. 120 baht) as minor units of that currency. */
export function localMinor(local: number, countryCode: string): number {
  return Math.round(local * minorPerMajor(countryByCode(countryCode).unit));
}

/** The currency merchants of a country price in. */
export const currencyOf = (countryCode: string) => countryByCode(countryCode).unit;

/**
 * A dish priced at Bangkok level in US cents (the menu pools' reference), scaled to `city` and the
 * merchant's `tier`, rounded to a menu-like local amount (e.g. 95 baht, 340 rupees, 42 yuan) and kept
 * as that exact local amount in minor units: ฿95 is 9500 satang, never a converted ฿94.98.
 */
export function cityPrice(baseCents: number, cityKey: CityKey, tier = 1): number {
  if (baseCents === 0) return 0;
  const city: City = CITIES[cityKey];
  const rate = countryByCode(city.country).rate;
  const local = (baseCents / 100) * rate * city.priceFactor * tier;
  const rounded = Math.max(city.step, Math.round(local / city.step) * city.step);
  return localMinor(rounded, city.country);
}
