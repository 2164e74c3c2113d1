import type { TFunction } from 'i18next';

/** `Chiang Mai` -> `chiangmai`: the key a city's name is translated under. */
export const cityKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Hotels keep their city as its English name (`Bangkok`), which the search takes as it is; the screens
 * name it in the user's language when this build knows the city, else as it came.
 */
export const cityText = (t: TFunction, name: string) =>
  name ? t(`hotel.city.${cityKey(name)}`, { defaultValue: name }) : '';
