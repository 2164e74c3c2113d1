import { RecentSearches } from '@/components/search/recent-searches';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import type { RecentStay } from '../utils/recent-searches';
import { nightsBetween } from '../utils/stay-query';

type Props = { items: RecentStay[]; onPick: (r: RecentStay) => void; onClear: () => void };

/** Recent hotel searches on this device, newest first; tapping one fills the form. */
export function RecentStays(props: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <RecentSearches
      id="hotel-recent"
      title={t('hotel.recent.title')}
      clearText={t('hotel.recent.clear')}
      itemKey={(r) => r.city}
      name={(r) => r.cityName || r.city}
      meta={(r) =>
        `${formatYmd(r.checkIn, locale, 'day')} – ${formatYmd(r.checkOut, locale, 'day')} · ${t('hotel.nights', { count: nightsBetween(r.checkIn, r.checkOut) })}`
      }
      testId="recent-stay"
      {...props}
    />
  );
}
