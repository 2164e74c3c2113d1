import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { Rating } from '@/components/ui/rating';
import { useTranslation } from '@/i18n/use-translation';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { PhotoPicker } from './photo-picker';
import styles from './review-form.module.css';

export const REVIEW_MAX_CHARS = 500;

export type ReviewDraft = { score: number; content: string; imgs: string[] };

type Props = {
  title: string;
  initial?: Partial<ReviewDraft>;
  submitting: boolean;
  /** The server's refusal of the last try, shown above the button; what the user wrote stays. */
  error: string | null;
  submitText: string;
  onSubmit: (draft: ReviewDraft) => void;
};

/** Stars, text with a counter and photos (each uploading on its own): spec section 5's review rules. */
export function ReviewForm({ title, initial, submitting, error, submitText, onSubmit }: Props) {
  const { t } = useTranslation();
  const [score, setScore] = useState(initial?.score ?? 0);
  const [content, setContent] = useState(initial?.content ?? '');
  const [touched, setTouched] = useState(false);
  const photos = usePhotoUploads(initial?.imgs);
  const problems = [
    score < 1 ? t('review.need_score') : null,
    content.trim() === '' ? t('review.need_text') : null,
    photos.failed ? t('review.fix_photos') : null,
  ].filter((p): p is string => p !== null);

  const submit = () => {
    setTouched(true);
    if (problems.length > 0 || photos.busy) return;
    onSubmit({ score, content: content.trim(), imgs: photos.urls });
  };

  return (
    <div className={styles.form}>
      <section className={styles.card}>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.stars} data-testid="review-stars">
          <Rating value={score} onChange={setScore} size={32} />
          <span className={styles.scoreText}>{score > 0 ? t(`review.score_${score}`) : t('review.tap_stars')}</span>
        </div>
        <TextArea
          value={content}
          onChange={setContent}
          placeholder={t('review.placeholder')}
          maxLength={REVIEW_MAX_CHARS}
          showCount
          autoSize={{ minRows: 4, maxRows: 10 }}
          className={styles.text}
          data-testid="review-text"
        />
      </section>
      <section className={styles.card}>
        <h3 className={styles.subtitle}>{t('review.photos')}</h3>
        <PhotoPicker photos={photos.photos} onAdd={photos.add} onRetry={photos.retry} onRemove={photos.remove} />
      </section>
      {touched && problems.length > 0 && (
        <ul className={styles.problems} role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {error && (
        <p className={styles.problems} role="alert" data-testid="review-error">
          {error}
        </p>
      )}
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={submitting}
        disabled={submitting || photos.busy}
        onClick={submit}
        data-testid="review-submit"
      >
        {photos.busy ? t('review.uploading') : submitText}
      </Button>
    </div>
  );
}
