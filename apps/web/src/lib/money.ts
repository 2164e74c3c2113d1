/** The part of a country that money display needs (spec section 3: unit, symbol, exchange rate, isLocal). */
export type Currency = { unit: string; symbol: string; rate: number; isLocal: boolean };

/** Spec section 3: the default country is US, $, USD. */
export const settlementCurrency: Currency = { unit: 'USD', symbol: '$', rate: 1, isLocal: false };

/**
 * Integer minor units of the settlement currency (USD cents) to display text in the user's currency:
 * converted at the country's rate when the country is local, always 2 decimals, grouped per locale,
 * symbol in front (`฿1,234.50`, `-$3.00`, `₹83,20,000.00` in Hindi).
 */
export function formatMoney(minor: number, currency: Currency | null = null, locale = 'en-US'): string {
  const value = toDisplayMinor(minor, currency);
  const cur = currency?.isLocal ? currency : settlementCurrency;
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(Math.abs(value) / 100);
  return `${value < 0 ? '-' : ''}${cur.symbol}${text}`;
}

/** Minor units in the display currency (rounded half away from zero, never a float cent). */
export function toDisplayMinor(minor: number, currency: Currency | null): number {
  if (!Number.isFinite(minor)) return 0;
  const rate = currency?.isLocal && Number.isFinite(currency.rate) && currency.rate > 0 ? currency.rate : 1;
  const scaled = minor * rate;
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

/** Display amount (major units typed by the user, in the display currency) back to settlement minor units. */
export function toSettlementMinor(displayMajor: number, currency: Currency | null): number {
  const rate = currency?.isLocal && currency.rate > 0 ? currency.rate : 1;
  return Math.round((displayMajor * 100) / rate);
}
