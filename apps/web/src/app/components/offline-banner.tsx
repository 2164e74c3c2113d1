import { useTranslation } from '@/i18n/use-translation';
import { useConnected } from '@/lib/use-online';
import styles from './offline-banner.module.css';

/**
 * Shown over every screen while the device is offline or the last API call got no answer: the screen stays
 * as it was (typed text, cart, chosen options), so the user can try again once the network is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const connected = useConnected();
  return (
    <div role="status" aria-live="polite" className={styles.holder}>
      {!connected && (
        <p className={styles.banner} data-testid="offline-banner">
          <strong>{t('common.offline')}</strong> {t('common.offline_hint')}
        </p>
      )}
    </div>
  );
}
