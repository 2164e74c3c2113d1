import { describe, expect, it } from 'vitest';
import { formatMoney, toDisplayMinor, toSettlementMinor } from './money';

const thb = { unit: 'THB', symbol: '฿', rate: 36.5, isLocal: true };
const inr = { unit: 'INR', symbol: '₹', rate: 83.2, isLocal: true };

describe('formatMoney', () => {
  it('shows settlement dollars with 2 decimals by default', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(-300)).toBe('-$3.00');
  });

  it('converts at the country rate when the country is local', () => {
    expect(formatMoney(1000, thb)).toBe('฿365.00');
    expect(formatMoney(1, thb)).toBe('฿0.37');
  });

  it('keeps dollars when the country is not local', () => {
    expect(formatMoney(1000, { ...thb, isLocal: false })).toBe('$10.00');
  });

  it('groups digits per locale', () => {
    expect(formatMoney(100_000_00, inr, 'hi-IN')).toBe('₹83,20,000.00');
    expect(formatMoney(123456, null, 'th-TH')).toBe('$1,234.56');
  });

  it('never prints float noise or NaN', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
    expect(toDisplayMinor(3, { ...thb, rate: 0.1 })).toBe(0);
    expect(toDisplayMinor(-5, { ...thb, rate: 0.1 })).toBe(-1);
    expect(formatMoney(10, { ...thb, rate: Number.NaN })).toBe('฿0.10');
  });

  it('turns typed local amounts back into settlement minor units', () => {
    expect(toSettlementMinor(365, thb)).toBe(1000);
    expect(toSettlementMinor(12.34, null)).toBe(1234);
  });
});
