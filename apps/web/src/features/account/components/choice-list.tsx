import SearchBar from 'antd-mobile/es/components/search-bar';
import { useMemo, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { CheckIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/states';
import { useTranslation } from '@/i18n/use-translation';
import styles from './choice-list.module.css';
import type { ChoiceSheetProps } from './choice-sheet';

/** The choice sheet's body (`ChoiceSheet` loads it when first opened). */
export function ChoiceList({ visible, onClose, title, choices, selected, onChoose }: ChoiceSheetProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const list = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/^\+/, '');
    if (!q) return choices;
    return choices.filter((c) => `${c.label} ${c.value} ${c.meta ?? ''}`.toLowerCase().includes(q));
  }, [choices, query]);
  return (
    <BottomPopup visible={visible} onClose={onClose} title={title}>
      {choices.length > 8 && (
        <div className={styles.search}>
          <SearchBar placeholder={t('account.form.search')} value={query} onChange={setQuery} />
        </div>
      )}
      {list.length === 0 ? (
        <EmptyState title={t('account.form.no_match')} />
      ) : (
        <ul className={styles.list}>
          {list.map((c) => {
            const active = c.value === selected;
            return (
              <li key={c.value}>
                <button
                  type="button"
                  className={styles.item}
                  aria-pressed={active}
                  onClick={() => {
                    onChoose(c.value);
                    onClose();
                  }}
                >
                  {c.icon}
                  <span className={styles.label}>{c.label}</span>
                  {c.meta && <span className={styles.meta}>{c.meta}</span>}
                  <span className={styles.check}>{active && <CheckIcon size={20} />}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </BottomPopup>
  );
}
