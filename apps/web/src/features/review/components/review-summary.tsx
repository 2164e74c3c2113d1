import { Rating } from '@/components/ui/rating';
import { useTranslation } from '@/i18n/use-translation';
import styles from './review-summary.module.css';

/** The average with five stars and a bar per star. */
export function ReviewSummary({ average, count, byScore }: { average: number; count: number; byScore: number[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...byScore);
  return (
    <section className={styles.summary} data-testid="review-summary">
      <div className={styles.big}>
        <Rating value={average} size={16} />
        <span className={styles.count}>{t('review.count', { count })}</span>
      </div>
      <ul className={styles.bars}>
        {[5, 4, 3, 2, 1].map((s) => (
          <li key={s}>
            <span className={styles.label}>{t('review.stars_short', { stars: s })}</span>
            <span className={styles.track}>
              <span className={styles.fill} style={{ width: `${((byScore[s - 1] ?? 0) / max) * 100}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
