import { useNavigation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { useDelayed } from '@/lib/use-delayed';
import styles from './navigation-progress.module.css';

/** While the next page loads: nothing for 200 ms, then a progress bar and a small spinner pill. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const shown = useDelayed(busy);
  if (!shown) return null;
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <div className={styles.bar} />
      <div className={styles.pill}>
        <span className={styles.spinner} aria-hidden="true" />
        {t('common.loading')}
      </div>
    </div>
  );
}
