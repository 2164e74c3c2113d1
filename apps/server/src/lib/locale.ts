import { FallbackLocale, type Locale, Locales } from '@wayfare/contracts';

export type Localized = { en: string } & Partial<Record<Locale, string>>;

/** Picks the best supported locale from an Accept-Language header. */
export function resolveLocale(header: string | undefined): Locale {
  if (!header) return FallbackLocale;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q) : 1 };
    })
    .filter((x) => x.tag && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = Locales.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (tag.startsWith('zh')) {
      return /hant|tw|hk|mo/.test(tag) ? 'zh-Hant' : 'zh-Hans';
    }
    const prefix = Locales.find((l) => l.toLowerCase().split('-')[0] === tag.split('-')[0]);
    if (prefix) return prefix;
  }
  return FallbackLocale;
}

/** The text in `locale`, falling back to English. */
export const pick = (text: Localized, locale: Locale): string => text[locale] || text.en;

/** An operator's text in five locales as stored: locales left empty are dropped, so the app falls back to English. */
export const filledLocales = (t: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(t).filter(([, v]) => v)) as Localized;

/** The same text with `f` applied in every locale it holds. */
export const mapLocales = (t: Record<string, string | undefined>, f: (s: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, f(v ?? '')]));
