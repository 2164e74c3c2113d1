import { useTranslation } from 'react-i18next';
import { formatYmd, useIntlLocale } from '@/lib/format';
import type { RecentStay } from '../utils/recent-searches';
import { nightsBetween } from '../utils/stay-query';
import styles from './recent-stays.module.css';

type Props = { items: RecentStay[]; onPick: (r: RecentStay) => void; onClear: () => void };

/** Recent hotel searches on this device, newest first; tapping one fills the form. */
export function RecentStays({ items, onPick, onClear }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="hotel-recent">
      <div className={styles.head}>
        <h2 id="hotel-recent" className={styles.title}>
          {t('hotel.recent.title')}
        </h2>
        <button type="button" className={styles.clear} onClick={onClear}>
          {t('hotel.recent.clear')}
        </button>
      </div>
      <ul className={styles.list}>
        {items.map((r) => (
          <li key={r.city}>
            <button type="button" className={styles.item} onClick={() => onPick(r)} data-testid="recent-stay">
              <span className={styles.city}>{r.cityName || r.city}</span>
              <span className={styles.meta}>
                {formatYmd(r.checkIn, locale, 'day')} – {formatYmd(r.checkOut, locale, 'day')} ·{' '}
                {t('hotel.nights', { count: nightsBetween(r.checkIn, r.checkOut) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
