import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { TelegramMark } from './brand-icons';
import styles from './telegram-sheet.module.css';

const WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';
const WIDGET_TIMEOUT_MS = 15_000;

type Props = { visible: boolean; onClose: () => void; botName: string };

/**
 * Telegram's own Login Widget (redirect mode): after the user confirms in Telegram, it sends the browser to
 * thrid_login with the signed data, which the server verifies with the bot token. The widget is Telegram's
 * script in an iframe, loaded only when this sheet opens.
 */
export function TelegramSheet({ visible, onClose, botName }: Props) {
  const { t } = useTranslation();
  // The sheet mounts its body when first shown: the effect waits for the element, not for `visible`.
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the widget after a failure
  useEffect(() => {
    if (!visible || !host) return;
    setState('loading');
    host.replaceChildren();
    const script = document.createElement('script');
    script.async = true;
    script.src = WIDGET_SRC;
    script.setAttribute('data-telegram-login', botName);
    script.setAttribute('data-size', 'large');
    script.setAttribute('data-radius', '12');
    script.setAttribute('data-request-access', 'write');
    script.setAttribute('data-auth-url', `${window.location.origin}${paths.thirdLogin}?source=telegram`);
    // A blocked or unreachable telegram.org may never answer: give up after a while and offer a retry.
    const timer = setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), WIDGET_TIMEOUT_MS);
    script.onload = () => setState('ready');
    script.onerror = () => setState('failed');
    host.appendChild(script);
    return () => {
      clearTimeout(timer);
      host.replaceChildren();
    };
  }, [visible, host, botName, attempt]);

  return (
    <BottomPopup visible={visible} onClose={onClose} title={t('account.third.telegram_title')} keepMounted>
      <div className={styles.body}>
        <TelegramMark size={48} />
        <p className={styles.text}>{t('account.third.telegram_desc')}</p>
        <div ref={setHost} className={styles.widget} hidden={state !== 'ready'} />
        {state === 'loading' && (
          <p className={styles.status} role="status">
            {t('account.third.widget_loading')} <DotLoading />
          </p>
        )}
        {state === 'failed' && (
          <div className={styles.failed} role="alert">
            <p className={styles.status}>{t('account.third.widget_failed')}</p>
            <Button shape="rounded" color="primary" fill="outline" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Button>
          </div>
        )}
      </div>
    </BottomPopup>
  );
}
