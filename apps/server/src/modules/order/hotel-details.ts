import type { HotelDetails, Locale } from '@wayfare/contracts';
import { type Localized, pick } from '../../lib/locale';
import type { OrderRow } from './order.repository';

/** A stay's details as stored: the contract's, and the room type's name in every language (bookings since v2.1). */
export type StoredHotelDetails = HotelDetails & { roomTypeTexts?: Localized };

export const hotelOf = (order: Pick<OrderRow, 'details'>) =>
  (order.details as { hotel?: StoredHotelDetails }).hotel ?? null;

/** The stay as `locale` reads it: the room type in that language when the booking kept its names. */
export function hotelIn(hotel: StoredHotelDetails | null, locale: Locale): HotelDetails | null {
  if (!hotel) return null;
  const { roomTypeTexts, ...shown } = hotel;
  return roomTypeTexts ? { ...shown, roomType: pick(roomTypeTexts, locale) } : shown;
}
