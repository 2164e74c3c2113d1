import { afterEach, describe, expect, it } from 'vitest';
import { deliveryPointStore, setDeliveryPoint } from './delivery-point';
import { clearLoginUser, saveLoginUser } from './session';
import { readStored, storageKeys } from './storage';

afterEach(() => {
  setDeliveryPoint(null);
  clearLoginUser();
});

describe('delivery point', () => {
  it('is stored for the user who chose it and kept in storage', () => {
    saveLoginUser({ token: 't1', _id: 'u1' });
    setDeliveryPoint({ addressId: 'a1', latitude: 13.7, longitude: 100.5, text: 'Home' });
    expect(deliveryPointStore.get()).toMatchObject({ addressId: 'a1', uid: 'u1' });
    expect(readStored(storageKeys.deliveryPoint)).toMatchObject({ addressId: 'a1', uid: 'u1' });
  });

  it('is dropped when the user logs out or another user logs in', () => {
    saveLoginUser({ token: 't1', _id: 'u1' });
    setDeliveryPoint({ latitude: 13.7, longitude: 100.5, text: 'Pin' });
    clearLoginUser();
    expect(deliveryPointStore.get()).toBeNull();
    saveLoginUser({ token: 't1', _id: 'u1' });
    setDeliveryPoint({ latitude: 13.7, longitude: 100.5, text: 'Pin' });
    saveLoginUser({ token: 't2', _id: 'u2' });
    expect(deliveryPointStore.get()).toBeNull();
  });
});
