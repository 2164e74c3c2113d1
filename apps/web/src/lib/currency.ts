import { currencyDigits } from '@wayfare/contracts';
import { createStore, useStore } from './create-store';
import type { Currency } from './money';
import { currencySymbol, rememberSymbols } from './money';
import type { LoginUser } from './session';

/**
 * The signed-in user's active currency: the wallet's (the current country's), from user info; before the
 * wallet is known, the current country's. Null before a country is chosen.
 */
export const currencyStore = createStore<Currency | null>(null);
export const useCurrency = () => useStore(currencyStore);

/** The active currency of a login user info (and the symbols it states, remembered for every screen). */
export function activeCurrencyOf(
  user: LoginUser | null,
  fallbackCountry?: { unit: string; symbol: string } | null,
): Currency | null {
  const wallet = user?.wallet;
  if (wallet?.wallets) rememberSymbols(wallet.wallets);
  if (wallet?.unit) {
    rememberSymbols([wallet]);
    return {
      unit: wallet.unit,
      symbol: wallet.symbol || currencySymbol(wallet.unit),
      digits: currencyDigits(wallet.unit),
    };
  }
  const country = user?.currentCountry ?? fallbackCountry;
  if (!country?.unit) return null;
  return {
    unit: country.unit,
    symbol: country.symbol || currencySymbol(country.unit),
    digits: currencyDigits(country.unit),
  };
}
