/** Query keys of addresses and the location chooser (lookups are per position and language). */
export const addressKeys = {
  all: ['address'] as const,
  geocode: (latitude: number, longitude: number, language: string) =>
    [...addressKeys.all, 'geocode', latitude, longitude, language] as const,
  places: (text: string, latitude: number, longitude: number, language: string) =>
    [...addressKeys.all, 'places', text, latitude, longitude, language] as const,
};
