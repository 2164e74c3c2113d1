import Rate from 'antd-mobile/es/components/rate';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '@/lib/format';
import { StarIcon } from './icons';
import styles from './rating.module.css';

type Props = {
  /** Stars 0-5, one decimal. */
  value: number;
  /** Number of ratings, shown in brackets. */
  count?: number;
  /** Editable stars (reviews); whole stars only. */
  onChange?: (value: number) => void;
  size?: number;
  compact?: boolean;
};

/** Star rating: compact (one star and the score) for cards, five stars for details, editable for reviews. */
export function Rating({ value, count, onChange, size = 14, compact }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const score = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), 5);
  const scoreText = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
  if (onChange) {
    return (
      <Rate
        value={score}
        onChange={onChange}
        allowClear={false}
        style={{ '--star-size': `${Math.max(size, 28)}px`, '--active-color': '#ffb400' }}
        aria-label={t('widgets.rating_label', { score: scoreText })}
      />
    );
  }
  return (
    <span className={styles.rating} role="img" aria-label={t('widgets.rating_label', { score: scoreText })}>
      {compact ? (
        <StarIcon size={size} className={styles.on} />
      ) : (
        <Rate
          readOnly
          allowHalf
          value={Math.round(score * 2) / 2}
          style={{ '--star-size': `${size}px`, '--active-color': '#ffb400' }}
        />
      )}
      <span className={styles.score}>{score > 0 ? scoreText : t('widgets.no_rating')}</span>
      {count !== undefined && count > 0 && <span className={styles.count}>{t('widgets.rating_count', { count })}</span>}
    </span>
  );
}
