import type { TFunction } from 'i18next';

/**
 * Merchant categories and tags travel as keys (`thai`, `top_rated`); the client names them in the
 * user's language. A key this build does not know yet still reads well: `late_night` -> `Late night`.
 */
const readable = (key: string) => {
  const s = key.replace(/[_-]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
};

export const categoryText = (t: TFunction, key: string) =>
  key ? t(`catalog.category.${key}`, { defaultValue: readable(key) }) : '';

export const tagText = (t: TFunction, key: string) => t(`catalog.tag.${key}`, { defaultValue: readable(key) });
