import { createStore, useStore } from './create-store';
import type { Currency } from './money';

/** The signed-in user's display currency, set once the country list and the user's country are known. */
export const currencyStore = createStore<Currency | null>(null);
export const useCurrency = () => useStore(currencyStore);
