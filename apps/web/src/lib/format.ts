import dayjs from 'dayjs';
import { useMemo } from 'react';
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

/** A cached Intl date formatter: Gregorian, Latin digits, the user's clock, whatever the language. */
function dateTimeFormat(locale: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(opts)}`;
  let f = dateTimeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...opts, calendar: 'gregory', numberingSystem: 'latn' });
    dateTimeFormats.set(key, f);
  }
  return f;
}

const validDate = (iso: string | null | undefined): Date | null => {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** How many calendar days before `now` the date lies (0 today, 1 yesterday...). */
export function daysAgo(date: Date, now = new Date()): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

/** The one clock style of the app: the language's short time (`4:32 PM`, `16:32`). */
const clockStyle: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

/** Date and time of a record or an order (`May 12, 2025, 4:32 PM`). */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  const d = validDate(iso);
  return d ? dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d) : '';
}

/**
 * A moment as a clock time today (`4:32 PM`), another day with its date (`May 12, 4:32 PM`), another
 * year with the year too: order steps and the time lines inside a chat.
 */
export function formatClock(iso: string | null | undefined, locale: string, now = new Date()): string {
  const d = validDate(iso);
  if (!d) return '';
  if (daysAgo(d, now) === 0) return dateTimeFormat(locale, clockStyle).format(d);
  const sameYear = d.getFullYear() === now.getFullYear();
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}

/**
 * A list's time (conversations): the clock time today, "yesterday" (`yesterday` is the translated word),
 * the weekday within a week, the date before that (with the year when it is not this year).
 */
export function formatListTime(iso: string, locale: string, yesterday: string, now = new Date()): string {
  const d = validDate(iso);
  if (!d) return '';
  const days = daysAgo(d, now);
  if (days <= 0) return dateTimeFormat(locale, clockStyle).format(d);
  if (days === 1) return yesterday;
  if (days < 7) return dateTimeFormat(locale, { weekday: 'short' }).format(d);
  const sameYear = d.getFullYear() === now.getFullYear();
  return dateTimeFormat(locale, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }).format(d);
}

/**
 * A calendar date in words (`May 12, 2025`) and a date with time (`May 12, 2025 4:32 PM`) through dayjs,
 * whose locale follows the UI language (i18n switches it): articles, legal pages, the birthday, cooldowns.
 */
export const formatDate = (value: string | number | Date): string => dayjs(value).format('LL');
export const formatDateTimeLong = (value: string | number | Date): string => dayjs(value).format('LLL');

/** The app's date and time formatters in the UI language (money is `useMoney`). */
export function useDateFormat() {
  const locale = useIntlLocale();
  return useMemo(
    () => ({
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, locale),
      clock: (iso: string | null | undefined) => formatClock(iso, locale),
      listTime: (iso: string, yesterday: string) => formatListTime(iso, locale, yesterday),
    }),
    [locale],
  );
}
