import type { Country } from '@wayfare/contracts';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useMemo, useState } from 'react';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { postUserSaveInfos } from '@/features/account/api/save-user-country';
import { useCountries } from '@/features/country/api/get-country';
import { CountryList } from '@/features/country/components/country-list';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { backOrHome, relaunch } from '@/lib/navigation';
import { isLoggedIn, saveLoginUser, useLoginUser } from '@/lib/session';
import { getSocketClient } from '@/lib/socket';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { toast } from '@/lib/toast';
import styles from './choose-country.module.css';

/** Errors that mean "the server cannot store it yet": the local choice stands. */
const notYetSupported = (err: unknown) =>
  err instanceof ApiError && (err.key === 'unknown_path' || (err.transport && err.params.status === 404));

/** Choose the country (and so the currency). At start it has no back button (`showBack=false`). */
export default function ChooseCountry({ showBack }: { showBack?: string }) {
  const { t } = useTranslation();
  const user = useLoginUser();
  const countries = useCountries(currentLocale());
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const atStart = showBack === 'false';
  const selected = user?.currentCountry?.code ?? readStored<Country>(storageKeys.country)?.code ?? null;

  const list = useMemo(() => {
    const q = query.trim().toLowerCase();
    const all = countries.data?.list ?? [];
    return q ? all.filter((c) => `${c.name} ${c.code} ${c.callingCode} ${c.unit}`.toLowerCase().includes(q)) : all;
  }, [countries.data, query]);

  const choose = async (country: Country) => {
    setBusy(country.code);
    writeStored(storageKeys.country, country);
    try {
      if (isLoggedIn()) {
        saveLoginUser({ currentCountry: country, countryCode: country.code, symbol: country.symbol });
        try {
          const saved = await postUserSaveInfos({ countryCode: country.code }, { silent: true });
          saveLoginUser(saved);
        } catch (err) {
          if (!notYetSupported(err)) {
            toast(translateError(err));
            return;
          }
        }
      }
      toast(t('country.saved', { name: country.name }));
      if (atStart) {
        const token = user?.token;
        if (token) getSocketClient().open(token);
        await relaunch(paths.home);
      } else {
        backOrHome();
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page title={t('pages.chooseCountry')} showBack={!atStart}>
      {atStart && <p className={styles.intro}>{t('country.intro')}</p>}
      <div className={styles.search}>
        <SearchBar placeholder={t('country.search')} value={query} onChange={setQuery} />
      </div>
      {countries.isPending ? (
        <LoadingState rows={6} />
      ) : countries.isError ? (
        <ErrorState error={countries.error} onRetry={() => void countries.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('country.none')} />
      ) : (
        <CountryList countries={list} selected={selected} busy={busy} onChoose={(c) => void choose(c)} />
      )}
    </Page>
  );
}
