import { ChevronRightIcon, FoodIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { categoryText } from '@/lib/catalog-text';
import { foodCategories } from '../utils/food-categories';
import styles from './category-grid.module.css';

type Props = { onOpen: (category: string | undefined) => void };

/** Every cuisine as a tile, and "All restaurants" above them. */
export function CategoryGrid({ onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap}>
      <button type="button" className={styles.all} onClick={() => onOpen(undefined)} data-testid="category-all">
        <span className={styles.allIcon}>
          <FoodIcon size={26} />
        </span>
        <span className={styles.allTexts}>
          <span className={styles.allTitle}>{t('takeout.category.all')}</span>
          <span className={styles.allDesc}>{t('takeout.category.all_desc')}</span>
        </span>
        <ChevronRightIcon size={18} className={styles.chevron} />
      </button>
      <ul className={styles.grid}>
        {foodCategories.map((c) => (
          <li key={c.key}>
            <button
              type="button"
              className={styles.tile}
              onClick={() => onOpen(c.key)}
              data-category={c.key}
              style={{ background: c.tone }}
            >
              <span className={styles.emoji} aria-hidden="true">
                {c.emoji}
              </span>
              <span className={styles.label}>{categoryText(t, c.key)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
