import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLoginUser, saveLoginUser, sessionStore } from '@/lib/session';
import { userInfoQuery, userKeys } from '@/lib/user-reads';
import { fakeApi } from '@/test/fake-api';
import { addressesQuery } from './get-addresses';

const home = { id: '1', isDefault: true, name: 'Home' };

afterEach(() => clearLoginUser());

describe('saved addresses', () => {
  it('the profile and the address list share one GetUserInfo call under one key', async () => {
    saveLoginUser({ token: 't', _id: 'u1' });
    const api = fakeApi({ '/user/GetUserInfo': () => ({ token: 't', _id: 'u1', name: 'Ann', address: { 1: home } }) });
    const client = new QueryClient();
    const profile = new QueryObserver(client, userInfoQuery('u1'));
    const addresses = new QueryObserver(client, addressesQuery('u1'));
    const stop = [profile.subscribe(() => undefined), addresses.subscribe(() => undefined)];
    await expect.poll(() => addresses.getCurrentResult().data).toEqual([home]);
    expect(api.callsTo('/user/GetUserInfo')).toHaveLength(1);
    expect(profile.getCurrentResult().data?.name).toBe('Ann');
    expect(client.getQueryCache().findAll({ queryKey: userKeys.infos() })).toHaveLength(1);
    // The answer also lands in the stored login info.
    expect(sessionStore.get()?.name).toBe('Ann');
    for (const s of stop) s();
  });
});
