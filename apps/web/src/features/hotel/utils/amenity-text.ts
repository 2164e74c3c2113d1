import type { TFunction } from 'i18next';

/** An amenity key (`free_wifi`) in the user's language; a key this build does not know reads as itself. */
export const amenityText = (t: TFunction, key: string) =>
  t(`hotel.amenity.${key}`, { defaultValue: key.replace(/_/g, ' ') });
