import { useTranslation } from '@/i18n/use-translation';
import styles from './stars.module.css';

/** A hotel's official stars (class, not reviews), as small gold stars. */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={styles.stars} role="img" aria-label={t('hotel.stars', { count })}>
      {'★'.repeat(Math.min(count, 5))}
    </span>
  );
}
