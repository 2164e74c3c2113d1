import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createStore, useStore } from '@/lib/create-store';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { type AppLocale, fallbackLocale, intlTag, isAppLocale, matchLocale } from './locales-list';
import { englishResources, loadResources } from './resources';

dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

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

/** antd-mobile's locale object for ConfigProvider; null until the first load (its default is Chinese). */
export const antdLocaleStore = createStore<AntdLocale | null>(null);
export const useAntdLocale = () => useStore(antdLocaleStore);

export function initialLocale(): AppLocale {
  const stored = readStored<string>(storageKeys.locale);
  if (isAppLocale(stored)) return stored;
  return matchLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

export async function initI18n(locale: AppLocale = initialLocale()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: englishResources } },
      lng: 'en',
      fallbackLng: fallbackLocale,
      supportedLngs: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  await changeLocale(locale, { persist: false });
  return i18n;
}

/** Switch every text, date and antd-mobile widget to `locale`; `persist` stores the user's choice. */
export async function changeLocale(locale: AppLocale, { persist = true } = {}): Promise<void> {
  const [resources, antd] = await Promise.all([
    locale === 'en' || i18n.hasResourceBundle(locale, 'translation') ? null : loadResources(locale),
    antdLoaders[locale]().then((m) => m.default),
    dayjsLoaders[locale](),
  ]);
  if (resources) i18n.addResourceBundle(locale, 'translation', resources, true, true);
  dayjs.locale(dayjsName[locale]);
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
