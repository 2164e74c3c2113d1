import { useTranslation } from '@/i18n/use-translation';
import { formatCount, useIntlLocale } from '@/lib/format';
import { formatDecimal } from '@/lib/numbers';
import { scoreBand } from '../utils/review-score';
import styles from './score-badge.module.css';

/** The review score in a badge, its word, and how many reviews it rests on. */
export function ScoreBadge({ score, count, size = 'md' }: { score: number; count: number; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (count <= 0) return <span className={styles.none}>{t('hotel.score.none')}</span>;
  const text = formatDecimal(score, locale, 1);
  return (
    <span className={`${styles.wrap} ${size === 'lg' ? styles.lg : ''}`}>
      <span className={styles.badge}>{text}</span>
      <span className={styles.words}>
        <span className={styles.band}>{t(`hotel.score.${scoreBand(score)}`)}</span>
        <span className={styles.count}>
          {t('hotel.score.reviews', { count, formatted: formatCount(count, locale) })}
        </span>
      </span>
    </span>
  );
}
