import { useCallback } from 'react';
import { useIntlLocale } from './format';
import { formatMoney } from './money';

/**
 * The one money formatter of the screens: `money(minor, unit)` in the UI language's number style. Every
 * amount is shown in the currency it came with; nothing is converted.
 */
export function useMoney() {
  const locale = useIntlLocale();
  return useCallback((minor: number, unit: string) => formatMoney(minor, unit, locale), [locale]);
}
