import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/ui/rating';
import { formatDate } from '@/lib/format';
import type { HotelReviews } from '../api/get-hotel-reviews';
import styles from './reviews-summary.module.css';
import { ScoreBadge } from './score-badge';

/** Guests' reviews in brief: the average with its word, how the scores spread, the newest three. */
export function ReviewsSummary({ reviews, onAll }: { reviews: HotelReviews; onAll?: () => void }) {
  const { t } = useTranslation();
  const { summary, list } = reviews;
  if (summary.count === 0) return <p className={styles.none}>{t('hotel.reviews.none')}</p>;
  const most = Math.max(1, ...summary.byScore);
  return (
    <div className={styles.wrap} data-testid="reviews-summary">
      <div className={styles.top}>
        <ScoreBadge score={summary.average} count={summary.count} size="lg" />
        <ul className={styles.bars}>
          {[5, 4, 3, 2, 1].map((s) => (
            <li key={s} className={styles.barRow}>
              <span className={styles.barLabel}>{s}★</span>
              <span className={styles.track}>
                <span className={styles.fill} style={{ width: `${((summary.byScore[s - 1] ?? 0) / most) * 100}%` }} />
              </span>
            </li>
          ))}
        </ul>
      </div>
      <ul className={styles.list}>
        {list.map((r) => (
          <li key={r._id} className={styles.review}>
            <div className={styles.who}>
              <span className={styles.name}>{r.user.name}</span>
              <Rating value={r.score} compact />
              <span className={styles.date}>{formatDate(r.createdAt)}</span>
            </div>
            {r.content && <p className={styles.text}>{r.content}</p>}
          </li>
        ))}
      </ul>
      {onAll && summary.count > list.length && (
        <button type="button" className={styles.all} onClick={onAll}>
          {t('hotel.reviews.all', { count: summary.count })}
        </button>
      )}
    </div>
  );
}
