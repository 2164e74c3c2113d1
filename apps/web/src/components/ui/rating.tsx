import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useIntlLocale } from '@/lib/format';
import { formatDecimal } from '@/lib/numbers';
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
  const scoreText = formatDecimal(score, locale, 1);
  if (onChange) return <StarInput value={Math.round(score)} onChange={onChange} size={Math.max(size, 28)} />;
  return (
    <span className={styles.rating} role="img" aria-label={t('widgets.rating_label', { score: scoreText })}>
      {compact ? (
        <StarIcon size={size} className={styles.on} />
      ) : (
        <Stars value={Math.round(score * 2) / 2} size={size} />
      )}
      <span className={styles.score}>{score > 0 ? scoreText : t('widgets.no_rating')}</span>
      {count !== undefined && count > 0 && <span className={styles.count}>{t('widgets.rating_count', { count })}</span>}
    </span>
  );
}

/** Five read-only stars to the half (drawn here: antd-mobile's Rate brings a gesture library along). */
function Stars({ value, size }: { value: number; size: number }) {
  return (
    <span className={styles.stars} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={styles.cell} style={{ padding: size / 8 }}>
          <StarIcon size={size} className={n <= value ? styles.on : styles.empty} />
          {n - 0.5 === value && (
            <span className={styles.half} style={{ padding: size / 8, paddingRight: 0 }}>
              <StarIcon size={size} className={styles.on} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}

/**
 * Whole stars to choose, as a native radio group: tap, click, or Tab in and the arrow keys (the browser's
 * own radio behaviour), each star named for screen readers; hovering previews the stars a click would set.
 */
function StarInput({ value, onChange, size }: { value: number; onChange: (value: number) => void; size: number }) {
  const { t } = useTranslation();
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset className={styles.input} onMouseLeave={() => setHover(0)}>
      <legend className="wf-sr-only">{t('widgets.rating_input')}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={styles.star} onMouseEnter={() => setHover(n)}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className={`wf-sr-only ${styles.radio}`}
            aria-label={t('widgets.stars', { count: n })}
          />
          <StarIcon size={size} className={n <= shown ? styles.on : styles.off} />
        </label>
      ))}
    </fieldset>
  );
}
