/**
 * Numbers as the UI languages write them (Latin digits, '.' before decimals): Hindi (India) groups in lakhs
 * and crores (12,34,567), English, Thai and Chinese in thousands (1,234,567). Intl writes exactly the same
 * (numbers.test.ts compares them), but a page's first `Intl.NumberFormat` costs tens of milliseconds of ICU
 * set-up on a phone, paid on every first screen that shows a price; these five need none. Any other
 * locale goes through Intl.
 */
const thousands = new Set(['en-US', 'th-TH', 'zh-CN', 'zh-TW']);
const lakhs = new Set(['hi-IN']);

const intlFormats = new Map<string, Intl.NumberFormat>();

function intlFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let f = intlFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      numberingSystem: 'latn',
    });
    intlFormats.set(key, f);
  }
  return f;
}

const byThree = /\B(?=(\d{3})+(?!\d))/g;
const byTwo = /\B(?=(\d{2})+(?!\d))/g;

function group(digits: string, indian: boolean): string {
  if (!indian) return digits.replace(byThree, ',');
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(byTwo, ',')},${digits.slice(-3)}`;
}

/**
 * `|value|` with exactly `digits` decimals, rounded as Intl rounds: half away from zero on the shortest
 * decimal that reads back as the number (0.15 → 0.2, where `toFixed` sees 0.1499… and gives 0.1).
 */
function roundAbs(value: number, digits: number): { whole: string; fraction: string } {
  const text = String(Math.abs(value));
  // Exponent notation below 1e-6 (≥ 1e21 never comes here): such a number rounds to zero.
  if (text.includes('e')) return { whole: '0', fraction: '0'.repeat(digits) };
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return { whole, fraction: fraction.padEnd(digits, '0') };
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const rounded = fraction.charCodeAt(digits) >= 53 ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  return { whole: rounded.slice(0, rounded.length - digits) || '0', fraction: rounded.slice(rounded.length - digits) };
}

/** `value` with exactly `fractionDigits` decimals, grouped for `locale` (an Intl tag such as `th-TH`). */
export function formatDecimal(value: number, locale: string, fractionDigits = 0): string {
  const indian = lakhs.has(locale);
  if (!indian && !thousands.has(locale)) return intlFormat(locale, fractionDigits).format(value);
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return intlFormat(locale, fractionDigits).format(value);
  const { whole, fraction } = roundAbs(value, fractionDigits);
  // Intl writes -0 (and a negative that rounds to zero) as "-0"; so does this.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${group(whole, indian)}${fraction ? `.${fraction}` : ''}`;
}

/** The mark before decimals in `locale` ('.' in the five UI languages). */
export function decimalMarkOf(locale: string): string {
  if (thousands.has(locale) || lakhs.has(locale)) return '.';
  return (
    intlFormat(locale, 1)
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.'
  );
}
