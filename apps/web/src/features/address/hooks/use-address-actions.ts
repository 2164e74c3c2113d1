import type { Address } from '@wayfare/contracts';
import { useCallback } from 'react';
import { deliveryPointStore, setDeliveryPoint } from '@/lib/delivery-point';
import { saveLoginUser, sessionStore } from '@/lib/session';
import { useCreateAddressMutation } from '../api/create-address';
import { useDeleteAddressMutation } from '../api/delete-address';
import { useUpdateAddressMutation } from '../api/update-address';
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
  const { mutateAsync: create } = useCreateAddressMutation();
  const { mutateAsync: update } = useUpdateAddressMutation();
  const { mutateAsync: del } = useDeleteAddressMutation();

  const save = useCallback(
    async (values: AddressValues, id?: string) => {
      const body = addressBody(values);
      const saved = id ? await update({ ...body, id }) : await create(body);
      storeSaved(saved);
      return saved;
    },
    [create, update],
  );

  const makeDefault = useCallback(
    async (a: Address) => {
      const { id, ...rest } = a;
      const saved = await update({
        ...rest,
        label: rest.label as AddressValues['label'],
        id,
        isDefault: true,
      });
      storeSaved(saved);
      return saved;
    },
    [update],
  );

  const remove = useCallback(
    async (a: Address) => {
      await del({ id: a.id });
      storeAddresses((map) => {
        delete map[a.id];
        return map;
      });
      // Deliveries cannot go to an address that no longer exists.
      if (deliveryPointStore.get()?.addressId === a.id) setDeliveryPoint(null);
    },
    [del],
  );

  return { save, makeDefault, remove };
}
