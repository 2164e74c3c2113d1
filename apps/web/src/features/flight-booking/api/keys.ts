/**
 * Query keys of flight booking. Flights carry city and airport names in the caller's language, so the
 * flight reads are per locale; saved travellers are per user.
 */
export const flightBookingKeys = {
  all: ['flight-booking'] as const,
  ticket: (id: string, locale: string) => [...flightBookingKeys.all, 'ticket', id, locale] as const,
  alternatives: (q: { start: string; end: string; time: string; cabin: string }, locale: string) =>
    [...flightBookingKeys.all, 'alternatives', q, locale] as const,
  travellers: (userId: string) => [...flightBookingKeys.all, 'travellers', userId] as const,
};
