import { allEndpoints } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { postCreateHotelOrder } from './create-hotel-order';
import { fetchHotelList } from './get-hotel-cities';
import { fetchHotelInfo } from './get-hotel-info';
import { fetchHotelReviews } from './get-hotel-reviews';
import { fetchSearchHotels } from './search-hotels';

const fetchers = [fetchSearchHotels, fetchHotelList, fetchHotelInfo, fetchHotelReviews, postCreateHotelOrder];

describe('hotel fetchers', () => {
  it.each(fetchers.map((f) => [f.path, f] as const))('%s is a contract endpoint with the same method', (path, f) => {
    const endpoint = allEndpoints.find((e) => e.path === path);
    expect(endpoint, `${path} is not in the contract`).toBeDefined();
    expect(f.method).toBe(endpoint?.method);
  });
});
