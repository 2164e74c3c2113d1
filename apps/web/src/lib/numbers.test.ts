import { describe, expect, it } from 'vitest';
import { intlTag } from '@/i18n/locales-list';
import { decimalMarkOf, formatDecimal } from './numbers';

const intl = (v: number, locale: string, digits: number) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    numberingSystem: 'latn',
  }).format(v);

// Edges of every group size, ties, values just off a tie, negatives and zeros, money-sized integers.
const values = [
  0,
  -0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  9999,
  10_000,
  99_999,
  100_000,
  123_456,
  999_999,
  1_000_000,
  1_234_567,
  12_345_678,
  123_456_789,
  1_234_567_890,
  98_765_432_109,
  2 ** 53 - 1,
  0.05,
  0.15,
  0.25,
  0.35,
  0.45,
  1.005,
  2.675,
  4.45,
  4.55,
  999.95,
  999.949,
  9_999.95,
  12_345.65,
  -0.04,
  -0.05,
  -1,
  -1234.5,
  -12_345_678.9,
  3.3333333,
  0.1 + 0.2,
  1e-7,
  1e15 + 0.3,
];

describe('formatDecimal', () => {
  it('writes what Intl writes in all five UI languages, for 0, 1 and 2 decimals', () => {
    for (const locale of Object.values(intlTag)) {
      for (const digits of [0, 1, 2]) {
        for (const v of values)
          expect(formatDecimal(v, locale, digits), `${locale} ${digits} ${v}`).toBe(intl(v, locale, digits));
      }
    }
  });

  it('agrees with Intl on thousands of random amounts, scores and distances', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++) {
      const scale = 10 ** Math.floor(next() * 12);
      const v = (next() - 0.3) * scale;
      const rounded = Math.round(v * 1000) / 1000;
      for (const locale of ['en-US', 'hi-IN']) {
        for (const digits of [0, 1, 2]) {
          for (const x of [v, rounded])
            expect(formatDecimal(x, locale, digits), `${locale} ${digits} ${x}`).toBe(intl(x, locale, digits));
        }
      }
    }
  });

  it('groups Hindi in lakhs and crores, the others in thousands', () => {
    expect(formatDecimal(12_345_678, 'hi-IN')).toBe('1,23,45,678');
    expect(formatDecimal(12_345_678, 'th-TH')).toBe('12,345,678');
    expect(formatDecimal(4.25, 'zh-CN', 1)).toBe('4.3');
  });

  it('leaves other locales to Intl (German groups with dots)', () => {
    expect(formatDecimal(1234.5, 'de-DE', 1)).toBe(intl(1234.5, 'de-DE', 1));
    expect(decimalMarkOf('de-DE')).toBe(',');
    for (const locale of Object.values(intlTag)) expect(decimalMarkOf(locale)).toBe('.');
  });
});
