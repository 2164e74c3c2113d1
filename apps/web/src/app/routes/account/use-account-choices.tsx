import type { Country } from '@wayfare/contracts';
import { useMemo } from 'react';
import type { Choice } from '@/features/account/components/choice-sheet';
import { useCountries } from '@/features/country/api/get-country';
import { CountryFlag } from '@/features/country/components/country-flag';
import { currentLocale } from '@/i18n';
import type { AppLocale } from '@/i18n/locales-list';
import { type LoginUser, sessionStore } from '@/lib/session';
import { readStored, storageKeys } from '@/lib/storage';

/** The calling code a person using this language most likely has. */
const localeArea: Partial<Record<AppLocale, string>> = {
  'th-TH': '66',
  'hi-IN': '91',
  'zh-Hans': '86',
  'zh-Hant': '886',
};

/**
 * Area codes and countries for the account forms, from `/config/GetCountry`, with flags; and the defaults:
 * the user's (or this device's) country first, then the language's, then the server's default country.
 */
export function useAccountChoices() {
  const locale = currentLocale();
  const query = useCountries(locale);
  const value = useMemo(() => {
    const data = query.data;
    const list = data?.list ?? [];
    const areasRaw = data?.areas ?? [];
    const flagOf = (iso: string) => list.find((c) => c.code === iso)?.flag;
    const areas: Choice[] = areasRaw.map((a) => ({
      value: a.code,
      label: a.name,
      meta: `+${a.code}`,
      icon: <CountryFlag code={a.area} flag={flagOf(a.area)} size={26} />,
    }));
    const countries: Choice[] = list.map((c) => ({
      value: c.code,
      label: c.name,
      meta: c.unit,
      icon: <CountryFlag code={c.code} flag={c.flag} size={26} />,
    }));
    const mine =
      sessionStore.get()?.currentCountry ?? readStored<LoginUser['currentCountry']>(storageKeys.country) ?? null;
    const has = (code: string | undefined): code is string => Boolean(code && areasRaw.some((a) => a.code === code));
    const fallback: Country | undefined = list.find((c) => c.code === data?.defaultCode);
    const defaultArea =
      [mine?.callingCode, localeArea[locale], fallback?.callingCode].find(has) ?? areasRaw[0]?.code ?? '1';
    const defaultCountry =
      (mine && list.some((c) => c.code === mine.code) ? mine.code : undefined) ??
      list.find((c) => c.callingCode === defaultArea)?.code ??
      fallback?.code ??
      '';
    return { areas, countries, defaultArea, defaultCountry };
  }, [query.data, locale]);
  return { query, ...value };
}
