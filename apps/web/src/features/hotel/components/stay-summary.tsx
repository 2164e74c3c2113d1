import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import { nightsBetween, type StaySearch } from '../utils/stay-query';
import styles from './stay-summary.module.css';

/** The search above the results, in one line: where, when, how many; tapping it changes the search. */
export function StaySummary({ stay, place, onEdit }: { stay: StaySearch; place: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <button type="button" className={styles.bar} onClick={onEdit} data-testid="edit-search">
      <span className={styles.text}>
        <span className={styles.place}>{place}</span>
        <span className={styles.meta}>
          {formatYmd(stay.checkIn, locale, 'day')} – {formatYmd(stay.checkOut, locale, 'day')} ·{' '}
          {t('hotel.nights', { count: nightsBetween(stay.checkIn, stay.checkOut) })} ·{' '}
          {t('hotel.rooms', { count: stay.rooms })} · {t('hotel.guests', { count: stay.guests })}
        </span>
      </span>
      <span className={styles.edit}>{t('hotel.results.edit')}</span>
    </button>
  );
}
