import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '@wayfare/contracts';
import { useCallback } from 'react';
import { deliveryPointStore, setDeliveryPoint } from '@/lib/delivery-point';
import { saveLoginUser, sessionStore } from '@/lib/session';
import { invalidateUserInfo } from '@/lib/user-reads';
import { postCreateAddress } from '../api/create-address';
import { postDeleteAddress } from '../api/delete-address';
import { postUpdateAddress } from '../api/update-address';
import { type AddressValues, addressBody } from '../utils/address-form';
import { deliveryPointOf } from '../utils/addresses';

type AddressMap = Record<string, Address>;

/** The stored login keeps the spec's `address` map in step with what the server answered. */
function storeAddresses(change: (map: AddressMap) => AddressMap): void {
  const current = (sessionStore.get()?.address ?? {}) as AddressMap;
  saveLoginUser({ address: change({ ...current }) });
}

/** A saved address replaces its old copy; a new default takes the flag from the others. */
function storeSaved(saved: Address): void {
  storeAddresses((map) => {
    if (saved.isDefault) for (const [id, a] of Object.entries(map)) map[id] = { ...a, isDefault: false };
    map[saved.id] = saved;
    return map;
  });
  // The delivery point names this address: keep its text and position current.
  if (deliveryPointStore.get()?.addressId === saved.id) setDeliveryPoint(deliveryPointOf(saved));
}

/** Create, update, delete and "set default", each refreshing the list and the stored login info. */
export function useAddressActions() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => invalidateUserInfo(queryClient), [queryClient]);

  const save = useCallback(
    async (values: AddressValues, id?: string) => {
      const body = addressBody(values);
      const saved = id ? await postUpdateAddress({ ...body, id }) : await postCreateAddress(body);
      storeSaved(saved);
      void refresh();
      return saved;
    },
    [refresh],
  );

  const makeDefault = useCallback(
    async (a: Address) => {
      const { id, ...rest } = a;
      const saved = await postUpdateAddress({
        ...rest,
        label: rest.label as AddressValues['label'],
        id,
        isDefault: true,
      });
      storeSaved(saved);
      void refresh();
      return saved;
    },
    [refresh],
  );

  const remove = useCallback(
    async (a: Address) => {
      await postDeleteAddress({ id: a.id });
      storeAddresses((map) => {
        delete map[a.id];
        return map;
      });
      // Deliveries cannot go to an address that no longer exists.
      if (deliveryPointStore.get()?.addressId === a.id) setDeliveryPoint(null);
      await refresh();
    },
    [refresh],
  );

  return { save, makeDefault, remove };
}
