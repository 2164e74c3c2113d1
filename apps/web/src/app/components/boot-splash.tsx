import { useTranslation } from '@/i18n/use-translation';
import { useDelayed } from '@/lib/use-delayed';
import styles from './boot-splash.module.css';

/**
 * First paint while the start logic decides where to go: the logo and name of the launch screen that
 * index.html paints before any script runs (so the app's first render changes nothing the eye sees), and
 * the loading dots only after 200 ms.
 */
export function BootSplash() {
  const { t } = useTranslation();
  const busy = useDelayed(true);
  return (
    <div className={styles.splash} role="status" aria-busy="true">
      <img src="/logo.svg" alt="" width={72} height={72} className={styles.logo} />
      <span className={styles.name}>{t('app.name')}</span>
      <span className={styles.dots} aria-hidden="true">
        {busy && (
          <>
            <i />
            <i />
            <i />
          </>
        )}
      </span>
      <span className="wf-sr-only">{t('common.loading')}</span>
    </div>
  );
}
