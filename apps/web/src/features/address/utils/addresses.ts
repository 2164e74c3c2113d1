import type { Address } from '@wayfare/contracts';

/** Default first, then newest (ids grow with time). */
export function sortAddresses(list: Address[]): Address[] {
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || Number(b.id) - Number(a.id));
}

/** The street line with the house number first, as a rider reads it ("12B, Sukhumvit Soi 24"). */
export function streetLine(a: Pick<Address, 'address' | 'houseNumber'>): string {
  const house = a.houseNumber.trim();
  return house ? `${house}, ${a.address}` : a.address;
}

/** The saved address as the shared delivery point (lib/delivery-point). */
export const deliveryPointOf = (a: Address) => ({
  addressId: a.id,
  latitude: a.latitude,
  longitude: a.longitude,
  text: streetLine(a),
});
