import { currencyDigits } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, formatRate, moneyParts, rememberSymbols } from './money';

/** Every currency the demo world seeds, with the symbol the country list states. */
const seeded: [string, string, number][] = [
  ['USD', '$', 2],
  ['THB', '฿', 2],
  ['INR', '₹', 2],
  ['CNY', '¥', 2],
  ['HKD', 'HK$', 2],
  ['TWD', 'NT$', 2],
  ['SGD', 'S$', 2],
  ['MYR', 'RM', 2],
  ['GBP', '£', 2],
  ['KRW', '₩', 0],
];

describe('formatMoney (no conversion, the currency it came with)', () => {
  it.each(seeded)('%s writes its own symbol and decimals', (unit, symbol, digits) => {
    expect(currencyDigits(unit)).toBe(digits);
    expect(currencySymbol(unit)).toBe(symbol);
    expect(formatMoney(0, unit)).toBe(digits ? `${symbol}0.00` : `${symbol}0`);
    expect(formatMoney(123_456, unit)).toBe(digits ? `${symbol}1,234.56` : `${symbol}123,456`);
    expect(formatMoney(-300, unit)).toBe(digits ? `-${symbol}3.00` : `-${symbol}300`);
    expect(formatMoney(5, unit)).toBe(digits ? `${symbol}0.05` : `${symbol}5`);
  });

  it('shows typed baht exactly: ฿500 is ฿500.00, a ฿230 burger ฿230.00', () => {
    expect(formatMoney(50_000, 'THB')).toBe('฿500.00');
    expect(formatMoney(23_000, 'THB')).toBe('฿230.00');
    expect(formatMoney(-100_000, 'THB')).toBe('-฿1,000.00');
    expect(formatMoney(12_000, 'KRW')).toBe('₩12,000');
  });

  it('is exact for every safe integer, with no float noise', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(10, 'THB')).toBe('฿0.10');
    expect(formatMoney(Number.NaN, 'USD')).toBe('$0.00');
    expect(formatMoney(12.7, 'USD')).toBe('$0.12');
  });

  it('groups per locale and keeps Latin digits', () => {
    expect(formatMoney(832_000_000, 'INR', 'hi-IN')).toBe('₹83,20,000.00');
    expect(formatMoney(123_456, 'THB', 'th-TH')).toBe('฿1,234.56');
    expect(formatMoney(123_456, 'CNY', 'zh-CN')).toBe('¥1,234.56');
    expect(formatMoney(1_234_567, 'KRW', 'zh-TW')).toBe('₩1,234,567');
  });

  it('splits an amount for the shelf-price look', () => {
    expect(moneyParts(-123_450, 'THB')).toEqual({ sign: '-', symbol: '฿', whole: '1,234', fraction: '.50' });
    expect(moneyParts(5000, 'KRW')).toEqual({ sign: '', symbol: '₩', whole: '5,000', fraction: '' });
  });

  it('uses the symbols the server states, and Intl for anything else', () => {
    expect(currencySymbol('EUR')).toBe('€');
    rememberSymbols([{ unit: 'JPY', symbol: 'JP¥' }]);
    expect(formatMoney(1500, 'JPY')).toBe('JP¥1,500');
  });
});

describe('formatRate', () => {
  it('writes a quoted rate as 1 from = rate to', () => {
    expect(formatRate('35.5', 'USD', 'THB')).toBe('1 USD = 35.5 THB');
    expect(formatRate('0.02816901', 'THB', 'USD')).toBe('1 THB = 0.028 USD');
    expect(formatRate('1350.20', 'USD', 'KRW')).toBe('1 USD = 1,350.2 KRW');
  });
  it('rounds for reading: two decimals from 1 up, two significant digits below', () => {
    expect(formatRate('0.426682692307', 'INR', 'THB')).toBe('1 INR = 0.43 THB');
    expect(formatRate('2.343678160919', 'THB', 'INR')).toBe('1 THB = 2.34 INR');
    expect(formatRate('35.5', 'USD', 'THB', 'th-TH')).toBe('1 USD = 35.5 THB');
    expect(formatRate('not a number', 'USD', 'THB')).toBe('1 USD = not a number THB');
  });
});
