import { PhotoViewer, usePhotoViewer } from '@/features/review/components/photo-viewer';
import { ReviewCard } from '@/features/review/components/review-card';
import { useTranslation } from '@/i18n/use-translation';
import type { HotelReviews } from '../api/get-hotel-reviews';
import styles from './reviews-summary.module.css';
import { ScoreBadge } from './score-badge';

/**
 * Guests' reviews in brief: the average with its word, how the scores spread, and the newest written
 * reviews as comment_list shows them (stars, text, photos opening full screen, the hotel's reply); all of
 * them, with the score and photo filters, on comment_list.
 */
export function ReviewsSummary({ reviews, onAll }: { reviews: HotelReviews; onAll?: () => void }) {
  const { t } = useTranslation();
  const viewer = usePhotoViewer();
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
      <ul className={styles.list} data-testid="hotel-reviews">
        {list.map((r) => (
          <li key={r._id}>
            <ReviewCard review={r} onOpenPhoto={viewer.open} />
          </li>
        ))}
      </ul>
      <PhotoViewer {...viewer.props} />
      {onAll && (
        <button type="button" className={styles.all} onClick={onAll}>
          {t('hotel.reviews.all', { count: summary.count })}
        </button>
      )}
    </div>
  );
}
