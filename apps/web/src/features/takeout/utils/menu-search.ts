import type { MerchantDetail } from '@wayfare/contracts';

/** Case and accents aside, so "cafe" finds "Café" and "PAD" finds "Pad Thai". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * A search inside one menu: the dishes whose name or description holds every word typed (in the language
 * the menu is shown in), in menu order, as one section. Empty text: the menu as it is.
 */
export function searchMenu(categories: MerchantDetail['categories'], text: string): MerchantDetail['categories'] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  const hits = categories.flatMap((c) =>
    c.products.filter((p) => {
      const hay = fold(`${p.name} ${p.description}`);
      return words.every((w) => hay.includes(w));
    }),
  );
  return hits.length ? [{ id: 'search', name: '', products: hits }] : [];
}
