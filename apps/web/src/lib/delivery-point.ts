import { createStore, useStore } from './create-store';
import { sessionStore } from './session';
import { readStored, storageKeys, writeStored } from './storage';

/**
 * Where food is delivered, shared by the address screens (which choose it), the merchant list and
 * merchant page (distance and range), and checkout (the order's address). Either one of the user's
 * saved addresses (`addressId` set) or a point picked on the map that is not saved yet. Kept in
 * local storage so a reload keeps it; cleared when the user logs out (another user must not inherit it).
 */
export type DeliveryPoint = {
  /** Saved address id; absent for a bare map point. */
  addressId?: string;
  latitude: number;
  longitude: number;
  /** One line for headers ("12 Sukhumvit Rd"). */
  text: string;
  /** Who owns the choice (the session user id); a different user ignores it. */
  uid?: string;
};

function valid(v: unknown): v is DeliveryPoint {
  const p = v as DeliveryPoint | null;
  return (
    !!p &&
    typeof p.latitude === 'number' &&
    typeof p.longitude === 'number' &&
    Math.abs(p.latitude) <= 90 &&
    Math.abs(p.longitude) <= 180 &&
    typeof p.text === 'string'
  );
}

function load(): DeliveryPoint | null {
  const stored = readStored<unknown>(storageKeys.deliveryPoint);
  if (!valid(stored)) return null;
  const uid = sessionStore.get()?._id;
  return !stored.uid || stored.uid === uid ? stored : null;
}

export const deliveryPointStore = createStore<DeliveryPoint | null>(load());

deliveryPointStore.subscribe(() => writeStored(storageKeys.deliveryPoint, deliveryPointStore.get()));

/** Choose where to deliver; stamped with the current user so it never leaks to the next login. */
export function setDeliveryPoint(point: Omit<DeliveryPoint, 'uid'> | null): void {
  deliveryPointStore.set(point ? { ...point, uid: sessionStore.get()?._id } : null);
}

export const useDeliveryPoint = () => useStore(deliveryPointStore);

// Logging out (or in as someone else) drops a choice that belonged to the previous user.
let lastUid = sessionStore.get()?._id;
sessionStore.subscribe(() => {
  const uid = sessionStore.get()?._id;
  if (uid === lastUid) return;
  lastUid = uid;
  const point = deliveryPointStore.get();
  if (point && point.uid !== uid) deliveryPointStore.set(null);
});
