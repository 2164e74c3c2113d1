import { allEndpoints } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { postCreateAddress } from './create-address';
import { postDeleteAddress } from './delete-address';
import { fetchReverseGeocode } from './reverse-geocode';
import { fetchSearchPlaces } from './search-places';
import { postUpdateAddress } from './update-address';

const fetchers = [postCreateAddress, postUpdateAddress, postDeleteAddress, fetchReverseGeocode, fetchSearchPlaces];

describe('address fetchers', () => {
  it.each(fetchers.map((f) => [f.path, f] as const))('%s is a contract endpoint with the same method', (path, f) => {
    const endpoint = allEndpoints.find((e) => e.path === path);
    expect(endpoint, `${path} is not in the contract`).toBeDefined();
    expect(f.method).toBe(endpoint?.method);
  });
});
