import { useTranslation } from 'react-i18next';
import { formatCount, useIntlLocale } from '@/lib/format';
import { scoreBand } from '../utils/review-score';
import styles from './score-badge.module.css';

/** The review score in a badge, its word, and how many reviews it rests on. */
export function ScoreBadge({ score, count, size = 'md' }: { score: number; count: number; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (count <= 0) return <span className={styles.none}>{t('hotel.score.none')}</span>;
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
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
