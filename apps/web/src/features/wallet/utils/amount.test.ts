import { describe, expect, it } from 'vitest';
import type { Currency } from '@/lib/money';
import {
  amountFromSettlement,
  amountText,
  bonusFor,
  checkAmount,
  currentAmount,
  feeOf,
  feePercent,
  nextBonus,
  parseAmountText,
  receiveOf,
  toSettlement,
} from './amount';

const baht: Currency = { unit: 'THB', symbol: '฿', rate: 35.5, isLocal: true };
const dollar: Currency = { unit: 'USD', symbol: '$', rate: 1, isLocal: true };
/** The demo channel: $1 to $5,000. */
const demo = { min: 100, max: 500_000 };

describe('amount text', () => {
  it('parses what people type: grouping, spaces, up to two decimals', () => {
    expect(parseAmountText('1,234.5')).toBe(123_450);
    expect(parseAmountText(' 20 ')).toBe(2000);
    expect(parseAmountText('0.05')).toBe(5);
    expect(parseAmountText('12.')).toBe(1200);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '1.2.3']) expect(parseAmountText(bad)).toBeNull();
  });

  it('writes display minor units without grouping and trims whole amounts', () => {
    expect(amountText(35_500)).toBe('355');
    expect(amountText(3550)).toBe('35.50');
    expect(amountText(5)).toBe('0.05');
  });

  it('converts to settlement cents at the country rate', () => {
    expect(toSettlement(177_500, baht)).toBe(5000);
    expect(toSettlement(180_000, baht)).toBe(5070);
    expect(toSettlement(1234, null)).toBe(1234);
  });
});

describe('checkAmount (channel bounds, in what the user sees)', () => {
  it('asks for an amount and refuses what is not one', () => {
    expect(checkAmount({ text: '' }, demo, baht)).toEqual({ ok: false, problem: { key: 'wallet.amount.required' } });
    expect(checkAmount({ text: '0' }, demo, baht)).toEqual({ ok: false, problem: { key: 'wallet.amount.invalid' } });
    expect(checkAmount({ text: '1.234' }, demo, baht)).toEqual({
      ok: false,
      problem: { key: 'wallet.amount.invalid' },
    });
  });

  it('accepts the minimum exactly as shown (฿35.50 for $1.00) and refuses a cent less', () => {
    expect(checkAmount({ text: '35.50' }, demo, baht)).toEqual({ ok: true, amount: 100 });
    expect(checkAmount({ text: '35.49' }, demo, baht)).toEqual({
      ok: false,
      problem: { key: 'wallet.amount.below_min', min: 100 },
    });
  });

  it('accepts the maximum as shown and refuses more', () => {
    expect(checkAmount({ text: '177500' }, demo, baht)).toEqual({ ok: true, amount: 500_000 });
    expect(checkAmount({ text: '177500.01' }, demo, baht)).toEqual({
      ok: false,
      problem: { key: 'wallet.amount.above_max', max: 500_000 },
    });
  });

  it('never sends an amount outside the bounds because of rounding', () => {
    // ฿35.51 is 100.03 cents: rounds to 100, still inside; a tight channel clamps instead of failing.
    const tight = { min: 101, max: 101 };
    const shown = amountFromSettlement(101, baht).text;
    expect(checkAmount({ text: shown }, tight, baht)).toEqual({ ok: true, amount: 101 });
  });

  it('sends the exact amount of a chip, not a re-converted one', () => {
    const chip = amountFromSettlement(5000, baht);
    expect(chip.text).toBe('1775');
    expect(checkAmount(chip, demo, baht)).toEqual({ ok: true, amount: 5000 });
    // Once the user edits the text, the chip no longer counts.
    expect(checkAmount({ ...chip, text: '1776' }, demo, baht)).toEqual({ ok: true, amount: 5003 });
  });

  it('refuses more than the balance for withdrawals, and "all" withdraws the balance to the cent', () => {
    const limits = { min: 1000, max: 1_000_000, balance: 5070 };
    expect(checkAmount({ text: '1800' }, limits, baht)).toEqual({
      ok: false,
      problem: { key: 'wallet.amount.over_balance', balance: 5070 },
    });
    expect(checkAmount(amountFromSettlement(5070, baht), limits, baht)).toEqual({ ok: true, amount: 5070 });
  });

  it('works in the settlement currency too', () => {
    expect(checkAmount({ text: '50' }, demo, dollar)).toEqual({ ok: true, amount: 5000 });
    expect(checkAmount({ text: '0.99' }, demo, null)).toEqual({
      ok: false,
      problem: { key: 'wallet.amount.below_min', min: 100 },
    });
  });

  it('reads the live amount for previews', () => {
    expect(currentAmount({ text: '' }, baht)).toBe(0);
    expect(currentAmount({ text: 'x' }, baht)).toBe(0);
    expect(currentAmount({ text: '1775' }, baht)).toBe(5000);
    expect(currentAmount(amountFromSettlement(5070, baht), baht)).toBe(5070);
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
