import { useMemo } from 'react';
import { useIntlLocale } from '@/lib/format';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(opts)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...opts, calendar: 'gregory', numberingSystem: 'latn' });
    formats.set(key, f);
  }
  return f;
}

const valid = (iso: string | null | undefined): Date | null => {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** Order date and time in the UI language: Gregorian, Latin digits, the user's clock. */
export function formatOrderTime(iso: string | null | undefined, locale: string): string {
  const d = valid(iso);
  return d ? formatter(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d) : '';
}

/** A moment of today as a clock time (`14:32`), another day with its date (`12 May, 14:32`). */
export function formatOrderClock(iso: string | null | undefined, locale: string, now = new Date()): string {
  const d = valid(iso);
  if (!d) return '';
  const sameDay = d.toDateString() === now.toDateString();
  return sameDay
    ? formatter(locale, { timeStyle: 'short' }).format(d)
    : formatter(locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(d);
}

/** Order times in the UI language (money is `useMoney` with the order's own `unit`). */
export function useOrderFormat() {
  const locale = useIntlLocale();
  return useMemo(
    () => ({
      time: (iso: string | null | undefined) => formatOrderTime(iso, locale),
      clock: (iso: string | null | undefined) => formatOrderClock(iso, locale),
    }),
    [locale],
  );
}
