import { type ErrorParams, errorMessagesEn } from '@wayfare/contracts';
import en from './locales/en.json';

/**
 * The back office's strings: one flat catalogue per locale (`locales/<code>.json`, the keys of en.json; the
 * key-parity test keeps the five equal). The operator picks the language (the switch in the header and on
 * the login screen); it is kept in this browser and applies from the next page load. Error texts are the
 * app's own translations of the contract's catalogue (apps/web's `errors`), so a refusal reads the same in
 * both.
 */
export type MessageKey = keyof typeof en;
type Catalog = Record<MessageKey, string>;

export const LOCALES = ['en', 'th-TH', 'hi-IN', 'zh-Hans', 'zh-Hant'] as const;
export type AdminLocale = (typeof LOCALES)[number];

const STORAGE_KEY = 'wf-admin-locale';

/** The operator's choice, else the browser's language when the back office has it, else English. */
function pickLocale(): AdminLocale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if ((LOCALES as readonly string[]).includes(stored ?? '')) return stored as AdminLocale;
  const nav = typeof navigator === 'undefined' ? '' : navigator.language;
  if (/^th/i.test(nav)) return 'th-TH';
  if (/^hi/i.test(nav)) return 'hi-IN';
  if (/^zh-(TW|HK|MO|Hant)/i.test(nav)) return 'zh-Hant';
  if (/^zh/i.test(nav)) return 'zh-Hans';
  return 'en';
}

export const locale: AdminLocale = pickLocale();

type Loaded = { strings: Catalog; errors: Record<string, string> };
const loaders: Record<Exclude<AdminLocale, 'en'>, () => Promise<Loaded>> = {
  'th-TH': async () => ({
    strings: (await import('./locales/th-TH.json')).default,
    errors: (await import('../../../web/src/i18n/locales/th-TH.json')).default.errors,
  }),
  'hi-IN': async () => ({
    strings: (await import('./locales/hi-IN.json')).default,
    errors: (await import('../../../web/src/i18n/locales/hi-IN.json')).default.errors,
  }),
  'zh-Hans': async () => ({
    strings: (await import('./locales/zh-Hans.json')).default,
    errors: (await import('../../../web/src/i18n/locales/zh-Hans.json')).default.errors,
  }),
  'zh-Hant': async () => ({
    strings: (await import('./locales/zh-Hant.json')).default,
    errors: (await import('../../../web/src/i18n/locales/zh-Hant.json')).default.errors,
  }),
};

let strings: Catalog = en;
let errors: Record<string, string> = errorMessagesEn;

/** Loads the operator's locale (English is built in); call once before the first render. */
export async function loadLocale(): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (locale === 'en') return;
  const loaded = await loaders[locale]();
  strings = loaded.strings;
  errors = loaded.errors;
}

/** Keeps the operator's language for this browser and reloads the screen in it. */
export function switchLocale(next: AdminLocale) {
  localStorage.setItem(STORAGE_KEY, next);
  window.location.reload();
}

/** Placeholders take scalar params; lists (rows for a screen to use) are not text. */
const fill = (text: string, params?: ErrorParams) =>
  params
    ? text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
        const v = params[k];
        return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
      })
    : text;

/** The text of `key` in the operator's locale, placeholders filled. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return fill(strings[key] ?? en[key], params);
}

/** A catalogue error's text (`msg` of a failed call) in the operator's locale. */
export function errorText(key: string, params?: ErrorParams): string {
  return fill(errors[key] ?? errorMessagesEn[key] ?? errors.internal_error ?? key, params);
}

/** Intl tag for numbers and dates. */
export const intlLocale = locale;
