import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlTag } from '@/i18n/locales-list';
import { useCurrency } from '@/lib/currency';
import { formatMoney } from '@/lib/money';

/** The Intl tag of the UI language (numbers, distances, times). */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return intlTag[i18n.language as keyof typeof intlTag] ?? 'en-US';
}

/** Settlement minor units as text in the user's currency (for sentences; prices on their own use PriceTag). */
export function useMoneyText() {
  const locale = useIntlLocale();
  const currency = useCurrency();
  return useCallback((minor: number) => formatMoney(minor, currency, locale), [currency, locale]);
}
