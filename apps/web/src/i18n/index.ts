import i18n from 'i18next';
import { createStore, useStore } from '@/lib/create-store';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { type AppLocale, fallbackLocale, intlTag, isAppLocale, matchLocale } from './locales-list';
import {
  englishCore,
  featureNames,
  featureOfKey,
  loadCoreResources,
  loadFeatureResources,
  type Resources,
} from './resources';

type AntdLocale = Record<string, unknown>;

// antd-mobile bundles no Hindi: Hindi screens use its English texts (ours are translated).
const antdLoaders: Record<AppLocale, () => Promise<{ default: AntdLocale }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  'th-TH': () => import('antd-mobile/es/locales/th-TH'),
  'hi-IN': () => import('antd-mobile/es/locales/en-US'),
  'zh-Hans': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW'),
};

const dayjsLoaders: Record<AppLocale, () => Promise<unknown>> = {
  en: async () => undefined,
  'th-TH': () => import('dayjs/locale/th'),
  'hi-IN': () => import('dayjs/locale/hi'),
  'zh-Hans': () => import('dayjs/locale/zh-cn'),
  'zh-Hant': () => import('dayjs/locale/zh-tw'),
};
const dayjsName: Record<AppLocale, string> = {
  en: 'en',
  'th-TH': 'th',
  'hi-IN': 'hi',
  'zh-Hans': 'zh-cn',
  'zh-Hant': 'zh-tw',
};

/**
 * dayjs speaks the active language. English is built into it, so an English start loads no dayjs at all (it
 * comes with the first screen that shows a date, `lib/dayjs.ts`); any other language loads dayjs with its
 * locale before the texts switch, and from then on every change sets it.
 */
let dayjsFollows = false;
async function applyDayjsLocale(locale: AppLocale): Promise<void> {
  if (locale === 'en' && !dayjsFollows) return;
  dayjsFollows = true;
  const [{ dayjs }] = await Promise.all([import('@/lib/dayjs'), dayjsLoaders[locale]()]);
  dayjs.locale(dayjsName[locale]);
}

/** antd-mobile's locale object for ConfigProvider; null until the first load (its default is Chinese). */
export const antdLocaleStore = createStore<AntdLocale | null>(null);
export const useAntdLocale = () => useStore(antdLocaleStore);

export function initialLocale(): AppLocale {
  const stored = readStored<string>(storageKeys.locale);
  if (isAppLocale(stored)) return stored;
  return matchLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/** Features whose texts the app has asked for so far ('all' in tests and tools that want every text). */
let wanted: Set<string> | 'all' = 'all';
/** One load per locale and file (`th-TH/` the shell texts, `th-TH/hotel` a feature's), shared by callers. */
const loads = new Map<string, Promise<void>>();

function loadOnce(locale: AppLocale, part: string, load: () => Promise<Resources>): Promise<void> {
  const key = `${locale}/${part}`;
  let p = loads.get(key);
  if (!p) {
    p = load().then((res) => {
      i18n.addResourceBundle(locale, 'translation', res, true, true);
    });
    // A failed download (offline) is tried again by the next caller.
    p.catch(() => loads.delete(key));
    loads.set(key, p);
  }
  return p;
}

const loadCore = (locale: AppLocale) => loadOnce(locale, '', () => loadCoreResources(locale));
const loadFeature = (locale: AppLocale, feature: string) =>
  loadOnce(locale, feature, () => loadFeatureResources(locale, feature));
const wantedFeatures = () => (wanted === 'all' ? featureNames : [...wanted]);

/**
 * `features`: which features' texts to load now ('all' by default). The app starts with only what its shell
 * needs and adds each page's features as the page loads (`loadFeatureTexts`).
 */
export async function initI18n(
  locale: AppLocale = initialLocale(),
  { features = 'all' }: { features?: readonly string[] | 'all' } = {},
): Promise<typeof i18n> {
  wanted = features === 'all' ? 'all' : new Set(features);
  if (!i18n.isInitialized) {
    await i18n.init({
      resources: { en: { translation: englishCore } },
      lng: 'en',
      fallbackLng: fallbackLocale,
      supportedLngs: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      // A feature text asked for before its file came (a page the route scan missed, a toast): load it;
      // the screen renders again when it is added (use-translation.tsx).
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key) => {
        const feature = featureOfKey(key);
        if (feature) void loadFeatureTexts([feature]).catch(() => undefined);
      },
    });
    loads.set('en/', Promise.resolve());
  }
  await changeLocale(locale, { persist: false });
  return i18n;
}

/** Load the texts of `features` in the active locale (and keep them when the language changes). */
export async function loadFeatureTexts(features: readonly string[]): Promise<void> {
  if (wanted !== 'all') for (const f of features) wanted.add(f);
  const locale = currentLocale();
  await Promise.all(features.map((f) => loadFeature(locale, f)));
}

/** Switch every text, date and antd-mobile widget to `locale`; `persist` stores the user's choice. */
export async function changeLocale(locale: AppLocale, { persist = true } = {}): Promise<void> {
  const [, antd] = await Promise.all([
    Promise.all([loadCore(locale), ...wantedFeatures().map((f) => loadFeature(locale, f))]),
    antdLoaders[locale]().then((m) => m.default),
    applyDayjsLocale(locale),
  ]);
  antdLocaleStore.set(antd);
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = intlTag[locale];
  if (persist) writeStored(storageKeys.locale, locale);
}

export function currentLocale(): AppLocale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isAppLocale(lng) ? lng : fallbackLocale;
}

export { i18n };
