import { describe, expect, it } from 'vitest';
import { formatDistance } from './format';

describe('formatDistance', () => {
  it('uses metres under 1 km and km with one decimal above', () => {
    expect(formatDistance(0)).toEqual({ value: '0', unit: 'm' });
    expect(formatDistance(999.4)).toEqual({ value: '999', unit: 'm' });
    expect(formatDistance(1000)).toEqual({ value: '1.0', unit: 'km' });
    expect(formatDistance(12_345)).toEqual({ value: '12.3', unit: 'km' });
  });
  it('has nothing to show without a distance', () => {
    expect(formatDistance(null)).toBeNull();
    expect(formatDistance(Number.NaN)).toBeNull();
  });
});
