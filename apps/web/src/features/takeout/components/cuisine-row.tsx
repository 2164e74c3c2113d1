import { ChevronRightIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { categoryText } from '@/lib/catalog-text';
import { foodCategories } from '../utils/food-categories';
import styles from './cuisine-row.module.css';

type Props = {
  /** A cuisine: the takeout list filtered to it. */
  onCategory: (key: string) => void;
  /** Every cuisine: the category grid. */
  onAll: () => void;
};

/** Cuisines as a sideways row of tiles on home, and "All" to the category grid. */
export function CuisineRow({ onCategory, onAll }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.wrap} aria-labelledby="wf-cuisines">
      <div className={styles.head}>
        <h2 id="wf-cuisines" className={styles.title}>
          {t('takeout.cuisines.title')}
        </h2>
        <button type="button" className={styles.all} onClick={onAll} data-testid="home-categories">
          {t('takeout.cuisines.all')}
          <ChevronRightIcon size={14} />
        </button>
      </div>
      <ul className={styles.row}>
        {foodCategories.map((c) => (
          <li key={c.key}>
            <button type="button" className={styles.tile} onClick={() => onCategory(c.key)} data-category={c.key}>
              <span className={styles.emoji} style={{ background: c.tone }} aria-hidden="true">
                {c.emoji}
              </span>
              <span className={styles.label}>{categoryText(t, c.key)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
