import type { Country } from '@wayfare/contracts';
import { useMemo } from 'react';
import type { CurrencyOption } from '@/components/ui/currency-selector';
import { useCurrency } from '@/lib/currency';

/** Currencies a payment account may hold: the user's own first, then each local country's, then USD. */
export function useCurrencyOptions(countries: Country[] | undefined): CurrencyOption[] {
  const mine = useCurrency();
  return useMemo(() => {
    const out: CurrencyOption[] = [];
    const seen = new Set<string>();
    const push = (o: CurrencyOption) => {
      if (!seen.has(o.unit)) {
        seen.add(o.unit);
        out.push(o);
      }
    };
    if (mine) push({ unit: mine.unit, symbol: mine.symbol });
    for (const c of countries ?? [])
      if (c.isLocal) push({ unit: c.unit, symbol: c.symbol, name: c.name, flag: `/flags/${c.code.toLowerCase()}.svg` });
    push({ unit: 'USD', symbol: '$' });
    return out;
  }, [countries, mine]);
}
