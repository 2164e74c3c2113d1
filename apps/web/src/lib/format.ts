import { useMemo } from 'react';
import { type AppLocale, intlTag } from '@/i18n/locales-list';
import { useTranslation } from '@/i18n/use-translation';
import dayjs from '@/lib/dayjs';
import { formatDecimal } from './numbers';

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
  if (meters < 1000) return { value: formatDecimal(Math.round(meters), locale), unit: 'm' };
  return { value: formatDecimal(meters / 1000, locale, 1), unit: 'km' };
}

export function formatCount(n: number, locale = 'en-US'): string {
  if (Number.isInteger(n) && Math.abs(n) < 10_000) return formatDecimal(n, locale);
  return new Intl.NumberFormat(locale, {
    notation: n >= 10_000 ? 'compact' : 'standard',
    maximumFractionDigits: 1,
  }).format(n);
}

/** A share given in basis points (500 → "5%"), in the UI language's number style. */
export function formatPercent(bp: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
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

// ---- Calendar dates and times at a place (flights: each instant read on its airport's clock) ----

/** Today's date on this device (`YYYY-MM-DD`). */
export function todayYmd(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** `YYYY-MM-DD` plus `days` (calendar arithmetic on the date alone). */
export function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  const t = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return t.toISOString().slice(0, 10);
}

/**
 * Flight times are instants; a traveller reads each one on the clock of its own airport ("08:30" in
 * Bangkok, "+1" when the arrival falls on the next local day). Nothing here uses the device's zone.
 */

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    partsFormats.set(timeZone, f);
  }
  return f;
}

/** The local calendar date (`2026-11-28`) and clock time (`08:30`) of an instant at `timeZone`. */
export function localParts(iso: string, timeZone: string): { ymd: string; hm: string } | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = partsFormat(timeZone).formatToParts(d);
  } catch {
    parts = partsFormat('UTC').formatToParts(d);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { ymd: `${get('year')}-${get('month')}-${get('day')}`, hm: `${get('hour')}:${get('minute')}` };
}

/** `2026-11-28`: the local calendar date of an instant at `timeZone`. */
export const localYmd = (iso: string, timeZone: string): string => localParts(iso, timeZone)?.ymd ?? '';

/** `08:30`: the 24-hour clock time of an instant at its airport. */
export const localTime = (iso: string, timeZone: string): string => localParts(iso, timeZone)?.hm ?? '';

const ymdDay = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
};

/**
 * Calendar days between the local departure date and the local arrival date: 1 for an overnight flight
 * (shown as "+1"), 0 the same day, -1 when crossing the date line westwards.
 */
export function dayOffset(departAt: string, departZone: string, arriveAt: string, arriveZone: string): number {
  const dep = localParts(departAt, departZone);
  const arr = localParts(arriveAt, arriveZone);
  if (!dep || !arr) return 0;
  return ymdDay(arr.ymd) - ymdDay(dep.ymd);
}

/** `+1`, `-1`, or empty for a same-day arrival. */
export const dayOffsetText = (days: number): string => (days === 0 ? '' : days > 0 ? `+${days}` : String(days));

/** A flight's duration as hours and minutes (`{ h: 2, m: 5 }`) for the translated `2h 05m`. */
export const durationParts = (minutes: number) => {
  const total = Math.max(0, Math.round(minutes));
  return { h: Math.floor(total / 60), m: String(total % 60).padStart(2, '0') };
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (`2026-11-28`) in the UI language: `Sat, Nov 28` / `28 พ.ย.`. The date is a local date
 * of the airport already, so it is formatted as a UTC day (never shifted by the device's zone).
 */
export function formatYmd(ymd: string, locale: string, style: 'short' | 'weekday' | 'day' | 'long' = 'short'): string {
  const key = `${locale}|${style}`;
  let f = dateFormats.get(key);
  if (!f) {
    const opts: Intl.DateTimeFormatOptions =
      style === 'weekday'
        ? { weekday: 'short' }
        : style === 'day'
          ? { month: 'numeric', day: 'numeric' }
          : style === 'long'
            ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }
            : { weekday: 'short', month: 'short', day: 'numeric' };
    f = new Intl.DateTimeFormat(locale, { ...opts, timeZone: 'UTC', calendar: 'gregory', numberingSystem: 'latn' });
    dateFormats.set(key, f);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return '';
  return f.format(new Date(ymdDay(ymd) * 86_400_000));
}

/** The local date of an instant at its airport, formatted (`Sat, Nov 28`). */
export const localDateText = (iso: string, timeZone: string, locale: string) =>
  formatYmd(localParts(iso, timeZone)?.ymd ?? '', locale);

/** Minutes between two instants (a flight's time in the air). */
export const durationMinutes = (departAt: string, arriveAt: string) =>
  Math.max(0, Math.round((Date.parse(arriveAt) - Date.parse(departAt)) / 60_000));

/**
 * An instant as the date and clock time at a place (`Sat, Nov 28 14:00`): a hotel's cancellation
 * deadline reads on the hotel's clock, wherever the phone is.
 */
export function formatZoned(iso: string, timeZone: string, locale: string): string {
  const p = localParts(iso, timeZone);
  return p ? `${formatYmd(p.ymd, locale)} ${p.hm}` : '';
}
