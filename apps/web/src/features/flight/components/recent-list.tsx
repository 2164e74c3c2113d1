import { useTranslation } from 'react-i18next';
import { formatYmd, useIntlLocale } from '@/lib/format';
import type { RecentSearch } from '../utils/recent-searches';
import styles from './recent-list.module.css';

type Props = { items: RecentSearch[]; onPick: (r: RecentSearch) => void; onClear: () => void };

/** Recent searches on this device, newest first; tapping one fills the form. */
export function RecentList({ items, onPick, onClear }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="flight-recent">
      <div className={styles.head}>
        <h2 id="flight-recent" className={styles.title}>
          {t('flight.recent.title')}
        </h2>
        <button type="button" className={styles.clear} onClick={onClear}>
          {t('flight.recent.clear')}
        </button>
      </div>
      <ul className={styles.list}>
        {items.map((r) => (
          <li key={`${r.start}-${r.end}`}>
            <button type="button" className={styles.item} onClick={() => onPick(r)} data-testid="recent-search">
              <span className={styles.route}>
                {r.startCity || r.start} → {r.endCity || r.end}
              </span>
              <span className={styles.meta}>
                {formatYmd(r.date, locale, 'day')} · {t('flight.passengers', { count: r.pax })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
