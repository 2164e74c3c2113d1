import type { Country, WalletSummary } from '@wayfare/contracts';
import { createStore, useStore } from './create-store';
import { readStored, storageKeys, writeStored } from './storage';

/**
 * Login user info of spec section 3, as stored locally and refreshed from `/user/GetUserInfo`.
 * Only the fields the shell reads are typed (a subset of the contract's UserInfo); the rest of the
 * server's answer is kept as-is.
 */
export type LoginUser = {
  token: string;
  _id: string;
  /** Currency symbol of the user's country. */
  symbol?: string;
  /** The user's country; null until chosen (start logic then opens choose_country). */
  currentCountry?: (Omit<Country, 'digits' | 'perUsd'> & Partial<Pick<Country, 'digits' | 'perUsd'>>) | null;
  countryCode?: string | null;
  /** The spec's `address`: saved addresses keyed by address id. */
  address?: Record<string, unknown>;
  name?: string;
  head?: string | null;
  account?: string | null;
  inviteCode?: string;
  /**
   * The wallet: the active balance in the current country's currency (`unit`) and every balance held
   * (`wallets`, active first). Stored info from before multi-currency lacks `wallets` and `digits`.
   */
  wallet?: Omit<WalletSummary, 'wallets' | 'digits'> & Partial<Pick<WalletSummary, 'wallets' | 'digits'>>;
  [extra: string]: unknown;
};

function load(): LoginUser | null {
  const stored = readStored<LoginUser>(storageKeys.loginUser);
  return stored && typeof stored.token === 'string' && stored.token ? stored : null;
}

export const sessionStore = createStore<LoginUser | null>(load());

sessionStore.subscribe(() => writeStored(storageKeys.loginUser, sessionStore.get()));

export const getToken = (): string | undefined => sessionStore.get()?.token || undefined;
export const isLoggedIn = (): boolean => Boolean(getToken());

/** Store a fresh login or a refreshed user info; a refresh without a token keeps the current one. */
export function saveLoginUser(user: Partial<LoginUser>): LoginUser | null {
  const prev = sessionStore.get();
  const token = user.token || prev?.token;
  if (!token) return null;
  const next = { ...prev, ...user, token } as LoginUser;
  sessionStore.set(next);
  return next;
}

export function clearLoginUser(): void {
  sessionStore.set(null);
}

/** Re-read storage (another tab logged in or out). */
export function reloadSession(): void {
  sessionStore.set(load());
}

export const useLoginUser = () => useStore(sessionStore);
