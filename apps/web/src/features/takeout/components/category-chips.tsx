import { useTranslation } from '@/i18n/use-translation';
import { categoryText } from '@/lib/catalog-text';
import { foodCategories } from '../utils/food-categories';
import styles from './filter-chips.module.css';

type Props = { value: string | undefined; onChange: (category: string | undefined) => void };

/** "All" and each cuisine, in a row that scrolls sideways on its own (the page never does). */
export function CategoryChips({ value, onChange }: Props) {
  const { t } = useTranslation();
  const items: { key: string | undefined; emoji: string; label: string }[] = [
    { key: undefined, emoji: '', label: t('takeout.all') },
    ...foodCategories.map((c) => ({ key: c.key as string, emoji: c.emoji as string, label: categoryText(t, c.key) })),
  ];
  return (
    <div className={styles.row} role="radiogroup" aria-label={t('pages.category')}>
      {items.map((c) => {
        const on = value === c.key;
        return (
          // biome-ignore lint/a11y/useSemanticElements: chips behave as a radio group
          <button
            key={c.key ?? 'all'}
            type="button"
            role="radio"
            aria-checked={on}
            className={`${styles.chip} ${on ? styles.on : ''}`}
            onClick={() => onChange(c.key)}
          >
            {c.emoji && (
              <span className={styles.emoji} aria-hidden="true">
                {c.emoji}
              </span>
            )}
            {c.label}
          </button>
        );
      })}
    </div>
  );
}
