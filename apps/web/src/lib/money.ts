import { currencyDigits } from '@wayfare/contracts';
import { decimalMarkOf, formatDecimal } from './numbers';

/** A currency as the screens need it: ISO code, symbol and decimal places (ISO 4217). */
export type Currency = { unit: string; symbol: string; digits: number };

/**
 * Symbols of the currencies we seed, as the country list (`/config/GetCountry`) states them; the list's
 * own answer overrides these (`rememberSymbols`), anything else falls back to Intl's narrow symbol.
 */
const symbols = new Map<string, string>([
  ['USD', '$'],
  ['THB', '฿'],
  ['INR', '₹'],
  ['CNY', '¥'],
  ['HKD', 'HK$'],
  ['TWD', 'NT$'],
  ['SGD', 'S$'],
  ['MYR', 'RM'],
  ['GBP', '£'],
  ['KRW', '₩'],
]);

/** Keep the symbols the server states (country list, wallets) so every screen writes them the same way. */
export function rememberSymbols(list: readonly { unit: string; symbol: string }[]): void {
  for (const c of list) if (c.unit && c.symbol) symbols.set(c.unit, c.symbol);
}

export function currencySymbol(unit: string): string {
  let s = symbols.get(unit);
  if (s === undefined) {
    try {
      s =
        new Intl.NumberFormat('en', { style: 'currency', currency: unit, currencyDisplay: 'narrowSymbol' })
          .formatToParts(0)
          .find((p) => p.type === 'currency')?.value ?? unit;
    } catch {
      s = unit;
    }
    symbols.set(unit, s);
  }
  return s;
}

export const currencyOf = (unit: string): Currency => ({
  unit,
  symbol: currencySymbol(unit),
  digits: currencyDigits(unit),
});

/** An amount split for display: `-`, `฿`, `1,234`, `.50` (empty for currencies without minor units). */
export type MoneyParts = { sign: string; symbol: string; whole: string; fraction: string };

/**
 * Integer minor units of `unit` split into display parts, exactly: the whole part is grouped per locale
 * and the fraction is the minor units themselves (no float ever rounds a satang away).
 */
export function moneyParts(minor: number, unit: string, locale = 'en-US'): MoneyParts {
  const value = Number.isFinite(minor) ? Math.trunc(minor) : 0;
  const digits = currencyDigits(unit);
  const scale = 10 ** digits;
  const abs = Math.abs(value);
  const whole = Math.floor(abs / scale);
  const frac = abs - whole * scale;
  return {
    sign: value < 0 ? '-' : '',
    symbol: currencySymbol(unit),
    whole: formatDecimal(whole, locale),
    fraction: digits > 0 ? `${decimalMarkOf(locale)}${String(frac).padStart(digits, '0')}` : '',
  };
}

/**
 * Minor units of `unit` as text, with nothing converted: the currency's own decimals, grouped per locale,
 * symbol in front (`฿1,234.50`, `-$3.00`, `₩12,000`, `₹83,20,000.00` in Hindi).
 */
export function formatMoney(minor: number, unit: string, locale = 'en-US'): string {
  const p = moneyParts(minor, unit, locale);
  return `${p.sign}${p.symbol}${p.whole}${p.fraction}`;
}

/**
 * A quoted rate (decimal string, `to` per `from`) as `1 USD = 35.5 THB`, rounded for reading: two decimals
 * from 1 up, two significant digits below (`1 INR = 0.43 THB`, `1 THB = 0.028 USD`). Display only: the
 * stored quote keeps every digit, and the amounts shown beside it are the exact ones.
 */
export function formatRate(rate: string, from: string, to: string, locale = 'en-US'): string {
  const n = Number(rate);
  const digits = Math.abs(n) >= 1 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 2 };
  const text = Number.isFinite(n)
    ? new Intl.NumberFormat(locale, { ...digits, numberingSystem: 'latn' }).format(n)
    : rate;
  return `1 ${from} = ${text} ${to}`;
}
