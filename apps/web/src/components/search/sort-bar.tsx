import styles from './sort-bar.module.css';

type Props<S extends string> = {
  /** The feature's colour (travel searches are blue for flights, violet for stays). */
  accent: 'flight' | 'hotel';
  sorts: readonly S[];
  sort: S;
  onSort: (s: S) => void;
  /** The radio group's name, each sort's words and the filter button's words, in the feature's texts. */
  label: string;
  sortText: (s: S) => string;
  filterText: string;
  filterCount: number;
  onFilter: () => void;
};

/** A results page's sorts (one radio group) and its filter button with how many filters are on. */
export function SortBar<S extends string>({
  accent,
  sorts,
  sort,
  onSort,
  label,
  sortText,
  filterText,
  filterCount,
  onFilter,
}: Props<S>) {
  return (
    <div className={`${styles.bar} ${styles[accent]}`}>
      <div className={styles.sorts} role="radiogroup" aria-label={label}>
        {sorts.map((s) => (
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
            {sortText(s)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={`${styles.filter} ${filterCount ? styles.on : ''}`}
        onClick={onFilter}
        data-testid="open-filters"
      >
        {filterText}
        {filterCount > 0 && <span className={styles.badge}>{filterCount}</span>}
      </button>
    </div>
  );
}
