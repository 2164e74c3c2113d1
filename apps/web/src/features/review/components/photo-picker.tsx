import ProgressCircle from 'antd-mobile/es/components/progress-circle';
import { useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_PHOTOS, type Photo } from '../hooks/use-photo-uploads';
import styles from './photo-picker.module.css';

type Props = {
  photos: Photo[];
  onAdd: (files: File[]) => void;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
};

/** The review's photo grid: previews with upload progress, a retry on a failed one, and an add tile up to 9. */
export function PhotoPicker({ photos, onAdd, onRetry, onRemove }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <ul className={styles.grid} data-testid="review-photos">
        {photos.map((p, i) => (
          <li key={p.key} className={styles.tile} data-state={p.state} data-testid="review-photo">
            <img
              src={p.preview}
              alt={t('review.photo_n', { n: i + 1 })}
              className={styles.img}
              // A file that is no picture at all has no preview: the tile's state says what happened.
              onError={(e) => {
                e.currentTarget.style.visibility = 'hidden';
              }}
            />
            {p.state === 'uploading' && (
              <span className={styles.overlay} role="progressbar" aria-valuenow={Math.round(p.progress * 100)}>
                <ProgressCircle percent={Math.round(p.progress * 100)} style={{ '--size': '36px' }}>
                  <span className={styles.pct}>{Math.round(p.progress * 100)}%</span>
                </ProgressCircle>
              </span>
            )}
            {p.state === 'failed' && (
              <button
                type="button"
                className={`${styles.overlay} ${styles.failed}`}
                onClick={() => onRetry(p.key)}
                title={p.error ?? ''}
                data-testid="review-photo-retry"
              >
                <span>{t('review.upload_failed')}</span>
                <strong>{t('review.retry')}</strong>
              </button>
            )}
            <button
              type="button"
              className={styles.remove}
              aria-label={t('review.remove_photo')}
              onClick={() => onRemove(p.key)}
            >
              ×
            </button>
          </li>
        ))}
        {photos.length < MAX_PHOTOS && (
          <li className={styles.tile}>
            <button
              type="button"
              className={styles.add}
              onClick={() => input.current?.click()}
              data-testid="review-add-photo"
            >
              <span className={styles.plus} aria-hidden="true">
                +
              </span>
              <span>{t('review.photos_count', { count: photos.length, max: MAX_PHOTOS })}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        multiple
        hidden
        data-testid="review-file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) onAdd(files);
        }}
      />
    </div>
  );
}
