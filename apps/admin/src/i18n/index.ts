import { errorMessagesEn } from '@wayfare/contracts';
import en from './locales/en.json';
import hi from './locales/hi-IN.json';
import th from './locales/th-TH.json';
import zhHans from './locales/zh-Hans.json';
import zhHant from './locales/zh-Hant.json';

/**
 * The back office's strings: one flat catalogue per locale (`locales/<code>.json`, the keys of en.json).
 * English is complete; the other four locales of the product load here as they are translated, and a key
 * missing from one falls back to English. Error texts come from the contract's catalogue.
 */
export type MessageKey = keyof typeof en;
type Catalog = Partial<Record<MessageKey, string>>;

export const LOCALES = ['en', 'th-TH', 'hi-IN', 'zh-Hans', 'zh-Hant'] as const;
export type AdminLocale = (typeof LOCALES)[number];

const catalogs: Partial<Record<AdminLocale, Catalog>> = {
  en,
  'th-TH': th,
  'hi-IN': hi,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem('wf-admin-locale');
export const locale: AdminLocale = (LOCALES as readonly string[]).includes(stored ?? '')
  ? (stored as AdminLocale)
  : 'en';

const fill = (text: string, params?: Record<string, string | number>) =>
  params ? text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? '')) : text;

/** The text of `key` in the operator's locale (English when not translated yet), placeholders filled. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return fill(catalogs[locale]?.[key] ?? en[key], params);
}

/** A catalogue error's text (`msg` of a failed call). */
export function errorText(key: string, params?: Record<string, string | number>): string {
  return fill(errorMessagesEn[key] ?? errorMessagesEn.internal_error ?? key, params);
}

/** Intl tag for numbers and dates. */
export const intlLocale = locale;
