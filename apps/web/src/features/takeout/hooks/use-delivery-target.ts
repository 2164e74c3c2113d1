import type { Address } from '@wayfare/contracts';
import { useMemo } from 'react';
import { useDeliveryPoint } from '@/lib/delivery-point';
import { useLoginUser } from '@/lib/session';
import type { DeliveryWhere } from '../api/keys';

/** Where food goes now, as the screens show it and the calls take it. */
export type DeliveryTarget = {
  text: string;
  latitude: number;
  longitude: number;
  /** The saved address, when the point is one of the user's (checkout needs one). */
  address: Address | null;
  /** Not chosen: the user's default address stands in. */
  implicit: boolean;
  /** What the list, menu and delivery calls send. */
  where: DeliveryWhere;
};

const lineOf = (a: Address) => a.address;

/**
 * The delivery point the user chose (lib/delivery-point), else their default saved address, else the
 * first saved one, else none. A saved address is sent by id (the server measures from it); a bare map
 * point, or anything while logged out, by its coordinates.
 */
export function useDeliveryTarget(): DeliveryTarget | null {
  const point = useDeliveryPoint();
  const user = useLoginUser();
  const saved = user?.address as Record<string, Address> | undefined;
  const loggedIn = Boolean(user?.token);
  return useMemo(() => {
    if (point) {
      const address = point.addressId && loggedIn ? (saved?.[point.addressId] ?? null) : null;
      return {
        text: point.text || (address ? lineOf(address) : ''),
        latitude: point.latitude,
        longitude: point.longitude,
        address,
        implicit: false,
        where: address ? { addressId: address.id } : { latitude: point.latitude, longitude: point.longitude },
      };
    }
    const list = Object.values(saved ?? {}).filter((a) => a && typeof a.latitude === 'number');
    const fallback = list.find((a) => a.isDefault) ?? list[0];
    if (!fallback || !loggedIn) return null;
    return {
      text: lineOf(fallback),
      latitude: fallback.latitude,
      longitude: fallback.longitude,
      address: fallback,
      implicit: true,
      where: { addressId: fallback.id },
    };
  }, [point, saved, loggedIn]);
}
