import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useAppInfo } from '@/features/app-config/api/get-app-info';
import { invalidateOrders } from '@/features/order/api/keys';
import { i18n } from '@/i18n';
import { activeCurrencyOf, currencyStore } from '@/lib/currency';
import { isLoggedIn, type LoginUser, sessionStore } from '@/lib/session';
import { readStored, storageKeys } from '@/lib/storage';
import { refreshUserInfo } from '@/lib/user-reads';
import { setPageMaxWidth } from '@/lib/viewport';
import { NavigationProgress } from '../components/navigation-progress';
import { OfflineBanner } from '../components/offline-banner';
import { UpdateWatcher } from '../components/update-watcher';

/** The active currency: the wallet's from user info, else the chosen country's (before logging in). */
const currencyOf = (user: LoginUser | null) =>
  activeCurrencyOf(user, readStored<LoginUser['currentCountry']>(storageKeys.country));

/** App-wide pieces around every page: progress, scroll memory, update prompt, offline banner, config-driven layout. */
export function RootLayout() {
  const info = useAppInfo();
  const pageMaxWidth = info.data?.pageMaxWidth;

  useEffect(() => {
    if (pageMaxWidth) setPageMaxWidth(pageMaxWidth);
  }, [pageMaxWidth]);

  useEffect(() => {
    const sync = () => currencyStore.set(currencyOf(sessionStore.get()));
    sync();
    return sessionStore.subscribe(sync);
  }, []);

  const client = useQueryClient();
  useEffect(() => {
    // The stored login info holds names (country...) in the language of its last refresh; orders name
    // their dishes in the UI language.
    const onLanguage = () => {
      if (!isLoggedIn()) return;
      refreshUserInfo().catch(() => undefined);
      void invalidateOrders(client);
    };
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, [client]);

  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
      <UpdateWatcher />
      <OfflineBanner />
    </>
  );
}
