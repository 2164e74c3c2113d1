import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { SearchIcon } from './address-icons';
import styles from './place-search.module.css';

type Props = {
  /** Called with the trimmed text when the user searches. */
  onSearch: (text: string) => void;
  onClear: () => void;
};

/** The text box of the place search, floating over the map. */
export function PlaceSearchBar({ onSearch, onClear }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) onSearch(q);
  };
  return (
    <search>
      <form className={styles.bar} onSubmit={submit}>
        <SearchIcon size={18} className={styles.barIcon} />
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('address.location.search_placeholder')}
          aria-label={t('address.location.search_placeholder')}
          data-testid="place-search"
        />
        {text && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('address.location.clear')}
            onClick={() => {
              setText('');
              onClear();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button type="submit" className={styles.go} disabled={!text.trim()}>
          {t('address.location.search')}
        </button>
      </form>
    </search>
  );
}
