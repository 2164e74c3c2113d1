import { allEndpoints } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { postCreateOrder } from './create-order';
import { fetchDelivery } from './get-delivery';
import { fetchMerchantInfo } from './get-merchant-info';
import { fetchMerchantList } from './get-merchant-list';
import { fetchSearchFood } from './search-food';

const fetchers = [fetchMerchantList, fetchMerchantInfo, fetchDelivery, postCreateOrder, fetchSearchFood];

describe('takeout fetchers', () => {
  it.each(fetchers.map((f) => [f.path, f] as const))('%s is a contract endpoint with the same method', (path, f) => {
    const endpoint = allEndpoints.find((e) => e.path === path);
    expect(endpoint, `${path} is not in the contract`).toBeDefined();
    expect(f.method).toBe(endpoint?.method);
  });
});
