import { describe, expect, it } from 'vitest';
import { checkPriceDraft, toDisplayInterval, toPriceDraft } from './price-interval';

describe('price interval filter', () => {
  it('accepts empty ends and amounts with up to the currency decimals', () => {
    expect(checkPriceDraft({ min: '', max: '' }, 'THB')).toEqual({});
    expect(checkPriceDraft({ min: '100', max: '250.50' }, 'THB')).toEqual({});
    expect(checkPriceDraft({ min: '', max: '99' }, 'THB')).toEqual({});
    expect(checkPriceDraft({ min: '5000', max: '20000' }, 'KRW')).toEqual({});
  });

  it('says "Please enter a valid number" for anything else, including too many decimals', () => {
    expect(checkPriceDraft({ min: 'abc', max: '' }, 'THB')).toEqual({ min: 'number' });
    expect(checkPriceDraft({ min: '1', max: '-5' }, 'THB')).toEqual({ max: 'number' });
    expect(checkPriceDraft({ min: '1.234', max: '1e3' }, 'THB')).toEqual({ min: 'number', max: 'number' });
    expect(checkPriceDraft({ min: '5000.5', max: '' }, 'KRW')).toEqual({ min: 'number' });
  });

  it('wants the maximum above the minimum', () => {
    expect(checkPriceDraft({ min: '300', max: '200' }, 'THB')).toEqual({ max: 'order' });
    expect(checkPriceDraft({ min: '300', max: '300' }, 'THB')).toEqual({ max: 'order' });
  });

  it('sends what was typed as minor units of the user currency, unconverted', () => {
    expect(toDisplayInterval({ min: '50', max: '' }, 'THB')).toEqual([5000, null]);
    expect(toDisplayInterval({ min: '100', max: '250,5' }, 'THB')).toEqual([10_000, 25_050]);
    expect(toDisplayInterval({ min: '5000', max: '' }, 'KRW')).toEqual([5000, null]);
    expect(toDisplayInterval({ min: '', max: '' }, 'THB')).toBeUndefined();
    expect(toDisplayInterval({ min: 'x', max: '5' }, 'THB')).toBeUndefined();
    expect(toPriceDraft([5000, 15050], 'THB')).toEqual({ min: '50', max: '150.50' });
    expect(toPriceDraft([5000, null], 'KRW')).toEqual({ min: '5000', max: '' });
  });
});
