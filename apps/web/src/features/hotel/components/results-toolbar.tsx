import { useTranslation } from 'react-i18next';
import { type HotelSort, hotelSorts } from '../utils/stay-query';
import styles from './results-toolbar.module.css';

type Props = {
  sort: HotelSort;
  onSort: (s: HotelSort) => void;
  /** Distance sorts only a "near me" search. */
  canSortByDistance: boolean;
  filterCount: number;
  onFilter: () => void;
};

/** Sort (recommended, lowest price, top rated, nearest) and the filter button with how many filters are on. */
export function ResultsToolbar({ sort, onSort, canSortByDistance, filterCount, onFilter }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <div className={styles.sorts} role="radiogroup" aria-label={t('hotel.sort.label')}>
        {hotelSorts
          .filter((s) => s !== 'distance' || canSortByDistance)
          .map((s) => (
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
              {t(`hotel.sort.${s}`)}
            </button>
          ))}
      </div>
      <button
        type="button"
        className={`${styles.filter} ${filterCount ? styles.on : ''}`}
        onClick={onFilter}
        data-testid="open-filters"
      >
        {t('hotel.filter.button')}
        {filterCount > 0 && <span className={styles.badge}>{filterCount}</span>}
      </button>
    </div>
  );
}
