import en from './locales/en.json';
import type { AppLocale } from './locales-list';

/**
 * Translations live in `i18n/locales/<code>.json` (shell and shared texts) and in each feature's own
 * `features/<domain>/locales/<code>.json` (under a top-level key named after the feature). They are
 * merged here per locale: English ships in the first chunk, the others load when chosen.
 */
export type Resources = { [key: string]: string | Resources };

const featureEnglish = import.meta.glob<{ default: Resources }>('../features/*/locales/en.json', { eager: true });
const featureLazy = import.meta.glob<{ default: Resources }>('../features/*/locales/*.json');

const coreLoaders: Record<Exclude<AppLocale, 'en'>, () => Promise<{ default: Resources }>> = {
  'th-TH': () => import('./locales/th-TH.json'),
  'hi-IN': () => import('./locales/hi-IN.json'),
  'zh-Hans': () => import('./locales/zh-Hans.json'),
  'zh-Hant': () => import('./locales/zh-Hant.json'),
};

export function mergeResources(...trees: Resources[]): Resources {
  const out: Resources = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const prev = out[key];
      out[key] = typeof value === 'object' && typeof prev === 'object' ? mergeResources(prev, value) : value;
    }
  }
  return out;
}

export const englishResources: Resources = mergeResources(
  en as Resources,
  ...Object.values(featureEnglish).map((m) => m.default),
);

export async function loadResources(locale: AppLocale): Promise<Resources> {
  if (locale === 'en') return englishResources;
  const features = Object.entries(featureLazy)
    .filter(([file]) => file.endsWith(`/${locale}.json`))
    .map(([, load]) => load().then((m) => m.default));
  const [core, ...rest] = await Promise.all([coreLoaders[locale]().then((m) => m.default), ...features]);
  return mergeResources(core as Resources, ...rest);
}
