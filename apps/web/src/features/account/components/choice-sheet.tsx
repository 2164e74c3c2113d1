import SearchBar from 'antd-mobile/es/components/search-bar';
import { type ReactNode, useMemo, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { CheckIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/states';
import { useTranslation } from '@/i18n/use-translation';
import styles from './choice-sheet.module.css';

export type Choice = {
  value: string;
  label: string;
  /** Second line or trailing text (calling code, currency). */
  meta?: string;
  icon?: ReactNode;
};

type Props = {
  visible: boolean;
  onClose: () => void;
  title: string;
  choices: Choice[];
  selected?: string | null;
  onChoose: (value: string) => void;
};

/** A bottom sheet to pick one of many (area codes, countries), searchable once the list is long. */
export function ChoiceSheet({ visible, onClose, title, choices, selected, onChoose }: Props) {
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
