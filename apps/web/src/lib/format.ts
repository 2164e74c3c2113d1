import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppLocale, intlTag } from '@/i18n/locales-list';

/** The BCP 47 tag Intl understands for a UI language (`zh-Hans` → `zh-CN`); unknown ones read as en-US. */
export const intlLocaleOf = (language: string | undefined): string => intlTag[language as AppLocale] ?? 'en-US';

/** The Intl tag of the UI language, for numbers, money, distances and times. */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return intlLocaleOf(i18n.language);
}

/** Spec section 9: distance in m under 1 km, else km with one decimal. */
export function formatDistance(
  meters: number | null | undefined,
  locale = 'en-US',
): { value: string; unit: 'm' | 'km' } | null {
  if (meters === null || meters === undefined || !Number.isFinite(meters) || meters < 0) return null;
  if (meters < 1000) return { value: new Intl.NumberFormat(locale).format(Math.round(meters)), unit: 'm' };
  return {
    value: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(meters / 1000),
    unit: 'km',
  };
}

export function formatCount(n: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    notation: n >= 10_000 ? 'compact' : 'standard',
    maximumFractionDigits: 1,
  }).format(n);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** Date and time of a record in the UI language: Gregorian, Latin digits, the user's clock. */
export function formatRecordTime(iso: string, locale: string): string {
  let f = dateTimeFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    dateTimeFormats.set(locale, f);
  }
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : f.format(d);
}

export function useRecordTime() {
  const locale = useIntlLocale();
  return useCallback((iso: string) => formatRecordTime(iso, locale), [locale]);
}
