import en from './locales/en.json';
import type { AppLocale } from './locales-list';

/**
 * Translations live in `i18n/locales/<code>.json` (shell and shared texts) and in each feature's own
 * `features/<domain>/locales/<code>.json` (under a top-level key named after the feature). English shell
 * texts ship in the first chunk; every other file loads when needed: the active locale's shell texts at
 * start, a feature's texts with the first page that uses them (i18n/index.ts, `loadFeatureTexts`).
 */
export type Resources = { [key: string]: string | Resources };

const featureLoaders = import.meta.glob<{ default: Resources }>('../features/*/locales/*.json');

/** Features that ship translations, by folder name (`pay-on-behalf`). */
export const featureNames: readonly string[] = [
  ...new Set(Object.keys(featureLoaders).map((file) => file.split('/')[2] ?? '')),
].filter(Boolean);

/** The feature folder whose texts hold `key` (`flightBooking.title` -> `flight-booking`), if any. */
export function featureOfKey(key: string): string | undefined {
  const top = key.split('.')[0] ?? '';
  const folder = top.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replaceAll('_', '-');
  return featureNames.includes(folder) ? folder : undefined;
}

const coreLoaders: Record<AppLocale, () => Promise<{ default: Resources }>> = {
  en: async () => ({ default: en as Resources }),
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

/** The English shell texts (in the first chunk, so the first screen never waits for them). */
export const englishCore: Resources = en as Resources;

export async function loadCoreResources(locale: AppLocale): Promise<Resources> {
  return (await coreLoaders[locale]()).default;
}

export async function loadFeatureResources(locale: AppLocale, feature: string): Promise<Resources> {
  const load = featureLoaders[`../features/${feature}/locales/${locale}.json`];
  return load ? (await load()).default : {};
}

/** Every text of `locale`: shell and all features (the key-parity test compares these). */
export async function loadResources(locale: AppLocale): Promise<Resources> {
  const [core, ...features] = await Promise.all([
    loadCoreResources(locale),
    ...featureNames.map((f) => loadFeatureResources(locale, f)),
  ]);
  return mergeResources(core, ...features);
}
