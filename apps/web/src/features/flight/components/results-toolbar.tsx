import { useTranslation } from 'react-i18next';
import type { FlightSort } from '../api/keys';
import { flightSorts } from '../utils/search-query';
import styles from './results-toolbar.module.css';

type Props = { sort: FlightSort; onSort: (s: FlightSort) => void; filterCount: number; onFilter: () => void };

/** Sort (earliest, cheapest, shortest) and the filter button with how many filters are on. */
export function ResultsToolbar({ sort, onSort, filterCount, onFilter }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <div className={styles.sorts} role="radiogroup" aria-label={t('flight.sort.label')}>
        {flightSorts.map((s) => (
          // biome-ignore lint/a11y/useSemanticElements: sort choices behave as a radio group
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={sort === s}
            className={`${styles.sort} ${sort === s ? styles.on : ''}`}
            onClick={() => onSort(s)}
            data-sort={s}
          >
            {t(`flight.sort.${s}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={`${styles.filter} ${filterCount ? styles.on : ''}`}
        onClick={onFilter}
        data-testid="open-filters"
      >
        {t('flight.filter.button')}
        {filterCount > 0 && <span className={styles.badge}>{filterCount}</span>}
      </button>
    </div>
  );
}
