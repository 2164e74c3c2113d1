import { useTranslation } from 'react-i18next';
import { useDelayed } from '@/lib/use-delayed';
import styles from './boot-splash.module.css';

/** First paint while the start logic decides where to go; shows itself only after 200 ms. */
export function BootSplash() {
  const { t } = useTranslation();
  const shown = useDelayed(true);
  return (
    <div className={styles.splash} role="status" aria-busy="true">
      {shown && (
        <>
          <img src="/logo.svg" alt="" width={72} height={72} className={styles.logo} />
          <span className={styles.name}>{t('app.name')}</span>
          <span className={styles.dots} aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
        </>
      )}
      <span className="wf-sr-only">{t('common.loading')}</span>
    </div>
  );
}
