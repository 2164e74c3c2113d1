import type { Evaluation } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { Rating } from '@/components/ui/rating';
import { useTranslation } from '@/i18n/use-translation';
import { useDateFormat } from '@/lib/format';
import styles from './review-card.module.css';

type Props = {
  review: Evaluation;
  /** Show whose order it was (my reviews) instead of who wrote it. */
  showMerchant?: boolean;
  onOpenPhoto: (imgs: string[], index: number) => void;
  /** Report or edit, at the card's end. */
  action?: ReactNode;
};

/** One review: author (or merchant), stars, date, text, photo grid and the merchant's reply. */
export function ReviewCard({ review: r, showMerchant, onOpenPhoto, action }: Props) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const who = showMerchant ? r.merchantName : r.user.name || t('review.anonymous');
  return (
    <article className={styles.card} data-testid="review-card">
      <header className={styles.head}>
        {!showMerchant && (
          <span className={styles.avatar} aria-hidden="true">
            {r.user.head ? <LazyImage src={r.user.head} alt="" ratio={1} round /> : (who[0] ?? '?').toUpperCase()}
          </span>
        )}
        <div className={styles.who}>
          <strong className={styles.name}>{who}</strong>
          <span className={styles.date}>{dateTime(r.createdAt)}</span>
        </div>
        <Rating value={r.score} size={13} />
      </header>
      <p className={styles.text}>{r.content}</p>
      {r.imgs.length > 0 && (
        <ul className={styles.photos} data-testid="review-card-photos">
          {r.imgs.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={styles.photo}
                onClick={() => onOpenPhoto(r.imgs, i)}
                aria-label={t('review.open_photo', { n: i + 1 })}
              >
                <LazyImage src={src} alt="" ratio={1} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {r.reply && (
        <div className={styles.reply} data-testid="review-reply">
          <strong>{t('review.merchant_reply')}</strong>
          <p>{r.reply.content}</p>
        </div>
      )}
      {action && <footer className={styles.foot}>{action}</footer>}
    </article>
  );
}
