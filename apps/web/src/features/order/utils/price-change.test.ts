import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { priceChangeOf } from './price-change';

describe('priceChangeOf', () => {
  it('reads the new total, its currency and what changed from an amount exception', () => {
    const err = new ApiError(1010, 'amount_exception', {
      amount: 395,
      currency: 'THB',
      previous: 340,
      itemsTotal: 340,
      changes: [
        { kind: 'item', pid: '7', name: 'ก๋วยเตี๋ยวเรือ', was: 150, now: 170 },
        { kind: 'delivery_fee', was: 40, now: 55 },
        { kind: 'unknown', now: 1 },
        { kind: 'fare', now: 'x' },
      ],
    });
    expect(priceChangeOf(err)).toEqual({
      amount: 395,
      currency: 'THB',
      previous: 340,
      changes: [
        { kind: 'item', name: 'ก๋วยเตี๋ยวเรือ', was: 150, now: 170 },
        { kind: 'delivery_fee', was: 40, now: 55 },
      ],
    });
  });

  it('is null for other errors and for an amount exception without a total', () => {
    expect(priceChangeOf(new ApiError(1011, 'product_exception', { amount: 1, currency: 'THB' }))).toBeNull();
    expect(priceChangeOf(new ApiError(1010, 'amount_exception'))).toBeNull();
    expect(priceChangeOf(new ApiError(1010, 'amount_exception', { amount: 5 }))).toBeNull();
    expect(priceChangeOf(new Error('x'))).toBeNull();
  });
});
