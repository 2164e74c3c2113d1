import { parseMajor } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { amountValueOf, bonusFor, checkAmount, currentAmount, feeOf, feePercent, nextBonus, receiveOf } from './amount';

/** A baht channel: ฿35 to ฿150,000. */
const thb = { min: 3500, max: 15_000_000 };
/** A won channel: ₩1,000 to ₩5,000,000 (no minor units). */
const krw = { min: 1000, max: 5_000_000 };

describe('amount text (exact in the channel currency)', () => {
  it('parses what people type into minor units of the currency, exactly', () => {
    expect(currentAmount('500', 'THB')).toBe(50_000);
    expect(currentAmount('1,234.5', 'THB')).toBe(123_450);
    expect(currentAmount(' 20 ', 'USD')).toBe(2000);
    expect(currentAmount('12000', 'KRW')).toBe(12_000);
    for (const bad of ['', 'abc', '-5', '1e3', '1.2.3', '1.234']) expect(currentAmount(bad, 'THB')).toBe(0);
  });

  it('round-trips every amount through the field text in every seeded currency', () => {
    const units = ['USD', 'THB', 'INR', 'CNY', 'HKD', 'TWD', 'SGD', 'MYR', 'GBP', 'KRW'];
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2_147_483_647;
      return seed;
    };
    for (const unit of units) {
      for (const minor of [1, 5, 10, 99, 100, 50_000, 123_456, 999_999_999, next(), next(), next()]) {
        const text = amountValueOf(minor, unit);
        expect(parseMajor(text, unit)).toBe(minor);
        expect(currentAmount(text, unit)).toBe(minor);
      }
    }
    expect(amountValueOf(50_000, 'THB')).toBe('500');
    expect(amountValueOf(12_345, 'THB')).toBe('123.45');
    expect(amountValueOf(12_000, 'KRW')).toBe('12000');
  });
});

describe('checkAmount (bounds, balance, precision in minor units)', () => {
  it('asks for an amount and refuses what is not one', () => {
    expect(checkAmount('', thb, 'THB')).toEqual({ ok: false, problem: { key: 'wallet.amount.required' } });
    expect(checkAmount('0', thb, 'THB')).toEqual({ ok: false, problem: { key: 'wallet.amount.invalid' } });
    expect(checkAmount('abc', thb, 'THB')).toEqual({ ok: false, problem: { key: 'wallet.amount.invalid' } });
  });

  it('says when an amount has more decimals than its currency', () => {
    expect(checkAmount('500.001', thb, 'THB')).toEqual({
      ok: false,
      problem: { key: 'wallet.amount.precision', unit: 'THB' },
    });
    expect(checkAmount('1000.5', krw, 'KRW')).toEqual({
      ok: false,
      problem: { key: 'wallet.amount.precision', unit: 'KRW' },
    });
    expect(checkAmount('500.10', thb, 'THB')).toEqual({ ok: true, amount: 50_010 });
  });

  it('sends exactly what was typed: ฿500 is 50000 satang, never ฿499.84', () => {
    expect(checkAmount('500', thb, 'THB')).toEqual({ ok: true, amount: 50_000 });
    expect(checkAmount('1,000.00', thb, 'THB')).toEqual({ ok: true, amount: 100_000 });
    expect(checkAmount('12000', krw, 'KRW')).toEqual({ ok: true, amount: 12_000 });
  });

  it('accepts the bounds exactly and refuses one minor unit outside', () => {
    expect(checkAmount('35', thb, 'THB')).toEqual({ ok: true, amount: 3500 });
    expect(checkAmount('34.99', thb, 'THB')).toEqual({
      ok: false,
      problem: { key: 'wallet.amount.below_min', min: 3500, unit: 'THB' },
    });
    expect(checkAmount('150000', thb, 'THB')).toEqual({ ok: true, amount: 15_000_000 });
    expect(checkAmount('150000.01', thb, 'THB')).toEqual({
      ok: false,
      problem: { key: 'wallet.amount.above_max', max: 15_000_000, unit: 'THB' },
    });
    expect(checkAmount('999', krw, 'KRW')).toEqual({
      ok: false,
      problem: { key: 'wallet.amount.below_min', min: 1000, unit: 'KRW' },
    });
  });

  it('refuses more than the balance, and "all" is the balance to the minor unit', () => {
    const limits = { ...thb, balance: 123_456 };
    expect(checkAmount('1234.57', limits, 'THB')).toEqual({
      ok: false,
      problem: { key: 'wallet.amount.over_balance', balance: 123_456, unit: 'THB' },
    });
    expect(checkAmount(amountValueOf(123_456, 'THB'), limits, 'THB')).toEqual({ ok: true, amount: 123_456 });
  });
});

describe('top-up bonus (top up 50 get 5)', () => {
  const rules = [
    { minAmount: 5000, bonus: 500 },
    { minAmount: 20_000, bonus: 2500 },
  ];
  it('pays the best rule reached', () => {
    expect(bonusFor(4999, rules)).toBe(0);
    expect(bonusFor(5000, rules)).toBe(500);
    expect(bonusFor(19_999, rules)).toBe(500);
    expect(bonusFor(20_000, rules)).toBe(2500);
    expect(bonusFor(5000, [])).toBe(0);
  });
  it('says how much more reaches the next bonus', () => {
    expect(nextBonus(0, rules)).toEqual({ more: 5000, bonus: 500 });
    expect(nextBonus(6000, rules)).toEqual({ more: 14_000, bonus: 2500 });
    expect(nextBonus(20_000, rules)).toBeNull();
  });
});

describe('withdrawal fee', () => {
  it('withdrawing ฿1,000 at 1% costs ฿10.00 and ฿990.00 arrives', () => {
    expect(feeOf(100_000, 100)).toBe(1000);
    expect(receiveOf(100_000, 100)).toBe(99_000);
  });
  it('rounds the fee down like the server and previews what arrives', () => {
    expect(feeOf(10_000, 100)).toBe(100);
    expect(feeOf(2817, 100)).toBe(28);
    expect(receiveOf(2817, 100)).toBe(2789);
    expect(feeOf(5000, 0)).toBe(0);
    expect(receiveOf(5000, 50)).toBe(4975);
  });
  it('shows the rate as a percentage in the UI language', () => {
    expect(feePercent(100, 'en-US')).toBe('1%');
    expect(feePercent(50, 'en-US')).toBe('0.5%');
  });
});
