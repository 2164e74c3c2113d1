import { ChevronDownIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import type { MerchantFilters } from '../api/keys';
import styles from './filter-chips.module.css';

export const sorts: MerchantFilters['sort'][] = ['default', 'distance', 'rating', 'sales', 'priceAsc', 'priceDesc'];

type Props = {
  sort: MerchantFilters['sort'];
  onSort: (sort: MerchantFilters['sort']) => void;
  /** The applied price range as text ("฿100 – ฿300"), or null. */
  priceLabel: string | null;
  onPrice: () => void;
};

/** Sort choices in a sideways row, and the price range button at the end. */
export function SortBar({ sort, onSort, priceLabel, onPrice }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <div className={styles.row} role="radiogroup" aria-label={t('takeout.sort.label')} data-testid="sort-bar">
        {sorts.map((s) => (
          // biome-ignore lint/a11y/useSemanticElements: chips behave as a radio group
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={sort === s}
            data-sort={s}
            className={`${styles.chip} ${styles.small} ${sort === s ? styles.on : ''}`}
            onClick={() => onSort(s)}
          >
            {t(`takeout.sort.${s}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={`${styles.priceButton} ${priceLabel ? styles.priceOn : ''}`}
        onClick={onPrice}
        data-testid="price-filter"
      >
        {priceLabel ?? t('takeout.price.button')}
        <ChevronDownIcon size={14} />
      </button>
    </div>
  );
}
