import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlTag } from '@/i18n/locales-list';
import { useCurrency } from '@/lib/currency';
import { type Currency, formatMoney } from '@/lib/money';

/** The currency a wallet config answer speaks (the server already falls back to USD for non-local ones). */
export const currencyOfContext = (ctx: { unit: string; symbol: string; rate: number } | undefined): Currency | null =>
  ctx ? { unit: ctx.unit, symbol: ctx.symbol, rate: ctx.rate, isLocal: true } : null;

/** Formats settlement minor units in `currency` (default: the user's), in the UI language's number style. */
export function useMoney(currency?: Currency | null) {
  const { i18n } = useTranslation();
  const userCurrency = useCurrency();
  const locale = intlTag[i18n.language as keyof typeof intlTag] ?? 'en-US';
  const cur = currency ?? userCurrency;
  return useCallback(
    (minor: number, override?: Currency | null) => formatMoney(minor, override ?? cur, locale),
    [cur, locale],
  );
}

/** The Intl tag of the UI language (for numbers and percentages outside money). */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return intlTag[i18n.language as keyof typeof intlTag] ?? 'en-US';
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** Date and time of a wallet record in the UI language: Gregorian, Latin digits, the user's clock. */
export function formatRecordTime(iso: string, locale: string): string {
  let f = timeFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    timeFormats.set(locale, f);
  }
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : f.format(d);
}

export function useRecordTime() {
  const locale = useIntlLocale();
  return useCallback((iso: string) => formatRecordTime(iso, locale), [locale]);
}
