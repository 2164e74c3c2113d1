import { describe, expect, it } from 'vitest';
import { checkPriceDraft, toPriceDraft, toPriceInterval } from './price-interval';

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

  it('sends settlement minor units and shows them back in the user currency', () => {
    expect(toPriceInterval({ min: '71', max: '' }, baht)).toEqual([200, null]);
    expect(toPriceInterval({ min: '', max: '' }, baht)).toBeUndefined();
    expect(toPriceInterval({ min: '5', max: '10' }, null)).toEqual([500, 1000]);
    expect(toPriceDraft([200, null], baht)).toEqual({ min: '71', max: '' });
  });
});
