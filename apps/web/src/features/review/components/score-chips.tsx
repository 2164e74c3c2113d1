import { useTranslation } from '@/i18n/use-translation';
import styles from './score-chips.module.css';

export type ScoreFilter = { score?: number; withImgs?: boolean };

type Props = {
  value: ScoreFilter;
  /** Count per star (index 0 = 1 star) and with photos, over all reviews. */
  byScore: number[];
  withImgs: number;
  total: number;
  onChange: (f: ScoreFilter) => void;
};

/** Filter chips: all, with photos, then 5 to 1 stars, each with its count. */
export function ScoreChips({ value, byScore, withImgs, total, onChange }: Props) {
  const { t } = useTranslation();
  const chips: { key: string; label: string; active: boolean; f: ScoreFilter }[] = [
    { key: 'all', label: t('review.filter_all', { count: total }), active: !value.score && !value.withImgs, f: {} },
    {
      key: 'photos',
      label: t('review.filter_photos', { count: withImgs }),
      active: Boolean(value.withImgs),
      f: { withImgs: true },
    },
    ...[5, 4, 3, 2, 1].map((s) => ({
      key: `s${s}`,
      label: t('review.filter_stars', { stars: s, count: byScore[s - 1] ?? 0 }),
      active: value.score === s,
      f: { score: s },
    })),
  ];
  return (
    <div className={styles.chips} role="toolbar" aria-label={t('review.filters')} data-testid="review-chips">
      {chips.map((c) => (
        <button
          key={c.key}
          type="button"
          className={`${styles.chip} ${c.active ? styles.active : ''}`}
          aria-pressed={c.active}
          onClick={() => onChange(c.f)}
          data-testid={`review-chip-${c.key}`}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
