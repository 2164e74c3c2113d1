import { RecentSearches } from '@/components/search/recent-searches';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import type { RecentSearch } from '../utils/recent-searches';

type Props = { items: RecentSearch[]; onPick: (r: RecentSearch) => void; onClear: () => void };

/** Recent flight searches on this device, newest first; tapping one fills the form. */
export function RecentList(props: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <RecentSearches
      id="flight-recent"
      title={t('flight.recent.title')}
      clearText={t('flight.recent.clear')}
      itemKey={(r) => `${r.start}-${r.end}`}
      name={(r) => `${r.startCity || r.start} → ${r.endCity || r.end}`}
      meta={(r) => `${formatYmd(r.date, locale, 'day')} · ${t('flight.passengers', { count: r.pax })}`}
      testId="recent-search"
      {...props}
    />
  );
}
