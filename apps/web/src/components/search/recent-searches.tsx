import type { ReactNode } from 'react';
import styles from './recent-searches.module.css';

type Props<R> = {
  /** The heading's id (unique on the page) and words, and the clear button's words. */
  id: string;
  title: string;
  clearText: string;
  items: R[];
  itemKey: (r: R) => string;
  /** An item's name (route, city) and what it searched (dates, travellers). */
  name: (r: R) => ReactNode;
  meta: (r: R) => ReactNode;
  testId: string;
  onPick: (r: R) => void;
  onClear: () => void;
};

/** Recent searches on this device, newest first, in one scrolling row; tapping one fills the form. */
export function RecentSearches<R>({
  id,
  title,
  clearText,
  items,
  itemKey,
  name,
  meta,
  testId,
  onPick,
  onClear,
}: Props<R>) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.clear} onClick={onClear}>
          {clearText}
        </button>
      </div>
      <ul className={styles.list}>
        {items.map((r) => (
          <li key={itemKey(r)}>
            <button type="button" className={styles.item} onClick={() => onPick(r)} data-testid={testId}>
              <span className={styles.name}>{name(r)}</span>
              <span className={styles.meta}>{meta(r)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
