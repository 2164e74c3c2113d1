import { describe, expect, it } from 'vitest';
import { checkPriceDraft, toDisplayInterval, toPriceDraft, toSettlementInterval } from './price-interval';

const baht = { unit: 'THB', symbol: '฿', rate: 35.5, isLocal: true };

describe('price interval filter', () => {
  it('accepts empty ends and numbers with up to 2 decimals', () => {
    expect(checkPriceDraft({ min: '', max: '' })).toEqual({});
    expect(checkPriceDraft({ min: '100', max: '250.50' })).toEqual({});
    expect(checkPriceDraft({ min: '', max: '99' })).toEqual({});
  });

  it('says "Please enter a valid number" for anything else', () => {
    expect(checkPriceDraft({ min: 'abc', max: '' })).toEqual({ min: 'number' });
    expect(checkPriceDraft({ min: '1', max: '-5' })).toEqual({ max: 'number' });
    expect(checkPriceDraft({ min: '1.234', max: '1e3' })).toEqual({ min: 'number', max: 'number' });
  });

  it('wants the maximum above the minimum', () => {
    expect(checkPriceDraft({ min: '300', max: '200' })).toEqual({ max: 'order' });
    expect(checkPriceDraft({ min: '300', max: '300' })).toEqual({ max: 'order' });
  });

  it('keeps what was typed in the user currency and sends settlement minor units', () => {
    expect(toDisplayInterval({ min: '50', max: '' })).toEqual([5000, null]);
    expect(toDisplayInterval({ min: '', max: '' })).toBeUndefined();
    expect(toDisplayInterval({ min: 'x', max: '5' })).toBeUndefined();
    expect(toSettlementInterval([5000, 15000], baht)).toEqual([141, 423]);
    expect(toSettlementInterval([500, null], null)).toEqual([500, null]);
    expect(toPriceDraft([5000, 15050])).toEqual({ min: '50', max: '150.5' });
  });
});
