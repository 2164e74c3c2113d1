/**
 * Minor units of ISO 4217 currencies. Every amount on the wire is an integer count of its currency's
 * minor unit (cents of USD, satang of THB, whole won of KRW) and travels with that currency's code.
 * Common currencies are listed here (ISO 4217, the same as CLDR's; currency.test.ts checks them against
 * Intl); any other code asks the runtime's CLDR data. Both the server and the browser read them from here,
 * so they can never disagree, and a phone shows its first price without building an Intl formatter (a
 * page's first one costs tens of milliseconds).
 */
const knownDigits = new Map<string, number>([
  ...['VND', 'JPY', 'KRW', 'CLP', 'ISK'].map((c) => [c, 0] as const),
  ...[
    'USD',
    'EUR',
    'GBP',
    'THB',
    'INR',
    'CNY',
    'HKD',
    'TWD',
    'SGD',
    'MYR',
    'PHP',
    'AUD',
    'NZD',
    'CAD',
    'CHF',
    'SEK',
    'NOK',
    'DKK',
    'AED',
    'SAR',
    'ZAR',
    'BRL',
    'MXN',
    'TRY',
    'PLN',
    'CZK',
    'ILS',
    'EGP',
    'BDT',
    'LKR',
    'NPR',
    'KHR',
    'MOP',
  ].map((c) => [c, 2] as const),
  ...['BHD', 'JOD', 'KWD', 'OMR', 'TND'].map((c) => [c, 3] as const),
]);
const digitsCache = new Map<string, number>(knownDigits);

/** The listed currencies (tests compare them with Intl). */
export const listedCurrencies = (): string[] => [...knownDigits.keys()];

/** Decimal places of `unit` (2 for USD and THB, 0 for KRW and JPY). */
export function currencyDigits(unit: string): number {
  let d = digitsCache.get(unit);
  if (d === undefined) {
    try {
      d = new Intl.NumberFormat('en', { style: 'currency', currency: unit }).resolvedOptions().maximumFractionDigits;
    } catch {
      d = 2;
    }
    d = d ?? 2;
    digitsCache.set(unit, d);
  }
  return d;
}

/** 10 ** digits: minor units per major unit. */
export const minorPerMajor = (unit: string) => 10 ** currencyDigits(unit);

/**
 * Typed text (`1,234.5`, ` 500 `) to minor units of `unit`, exactly; `precision` when it has more
 * decimals than the currency, `invalid` when it is not an amount at all.
 */
export function parseMajor(text: string, unit: string): number | 'invalid' | 'precision' {
  const clean = text.replace(/[\s,]/g, '');
  const m = /^(\d{1,13})(?:\.(\d*))?$/.exec(clean);
  if (!m) return 'invalid';
  const digits = currencyDigits(unit);
  const frac = m[2] ?? '';
  if (frac.replace(/0+$/, '').length > digits) return 'precision';
  const minor = Number(m[1]) * 10 ** digits + Number(frac.slice(0, digits).padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : 'invalid';
}

/** Minor units as plain major-unit text without grouping (`50000` THB → `500`, `12345` → `123.45`). */
export function majorText(minor: number, unit: string): string {
  const digits = currencyDigits(unit);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  const whole = Math.floor(abs / scale);
  const frac = abs % scale;
  return frac === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(frac).padStart(digits, '0')}`;
}

/**
 * Rounding rule of the platform, one for every fee and bonus: a fee is rounded down and a bonus or
 * rebate up, so rounding never goes against the user. Conversions are quoted with both amounts shown
 * before the user confirms (what the user receives is rounded down, what an exact target costs is
 * rounded up, never by more than one minor unit) and the quoted amounts are exactly what moves.
 */
export const feeOf = (amount: number, bp: number) => Math.floor((amount * bp) / 10_000);

/**
 * An amount as people read it: the currency's symbol, grouping of `locale` (an Intl tag such as `th-TH`),
 * Latin digits, the currency's own decimals (`฿1,500.00`, `-$3.00`, `₩70,000`). `wholeWhenRound` drops
 * `.00` from round amounts, for running text ("Top up ฿1,500, get ฿150").
 */
export function formatAmount(
  minor: number,
  unit: string,
  symbol: string,
  locale: string,
  opts: { wholeWhenRound?: boolean } = {},
): string {
  const digits = currencyDigits(unit);
  const scale = 10 ** digits;
  const shown = opts.wholeWhenRound && minor % scale === 0 ? 0 : digits;
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: shown,
    maximumFractionDigits: shown,
    numberingSystem: 'latn',
  }).format(Math.abs(minor) / scale);
  return `${minor < 0 ? '-' : ''}${symbol}${text}`;
}
