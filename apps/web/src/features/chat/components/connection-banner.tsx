import { useTranslation } from '@/i18n/use-translation';
import { getSocketClient } from '@/lib/socket';
import { useSocketState } from '../hooks/use-socket-state';
import styles from './connection-banner.module.css';

/**
 * Says when live chat is not connected: reconnecting, offline (messages arrive once back), or timed out
 * ("The connection timed out, click the screen to try again.", and a tap anywhere retries).
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const state = useSocketState();
  if (state === 'timedOut') {
    return (
      <button
        type="button"
        className={`${styles.banner} ${styles.warn}`}
        onClick={() => getSocketClient().retry?.()}
        data-testid="chat-connection"
      >
        {t('chat.connection.timed_out')}
      </button>
    );
  }
  if (state !== 'reconnecting' && state !== 'offline') return null;
  return (
    <div className={styles.banner} role="status" data-testid="chat-connection">
      {t(state === 'offline' ? 'chat.connection.offline' : 'chat.connection.reconnecting')}
    </div>
  );
}
