import { ChevronRightIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import styles from './filter-chips.module.css';

export type QuickFilterValue = { openNow: boolean; freeDelivery: boolean; topRated: boolean };
type Key = keyof QuickFilterValue;

const keys: Key[] = ['openNow', 'freeDelivery', 'topRated'];

type Props = {
  value: QuickFilterValue;
  onToggle: (key: Key) => void;
  /** Opens the grid of every cuisine. */
  onCategories: () => void;
};

/** "Open now", "Free delivery" and "4.5+" toggles, and the way to the category grid. */
export function QuickFilters({ value, onToggle, onCategories }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.row} data-testid="quick-filters">
      {keys.map((k) => (
        <button
          key={k}
          type="button"
          aria-pressed={value[k]}
          data-filter={k}
          className={`${styles.chip} ${value[k] ? styles.on : ''}`}
          onClick={() => onToggle(k)}
        >
          {t(`takeout.filter.${k}`)}
        </button>
      ))}
      <button type="button" className={styles.chip} onClick={onCategories} data-testid="all-categories">
        {t('takeout.filter.categories')}
        <ChevronRightIcon size={14} />
      </button>
    </div>
  );
}
