import { lazy, Suspense, useState } from 'react';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { storageKeys, writeStored } from '@/lib/storage';
import { postLineLoginStart } from '../api/line-login-start';
import type { PendingOutLogin } from '../utils/out-login-proof';
import { LineMark, TelegramMark } from './brand-icons';
import styles from './third-party-login.module.css';

// The Telegram sheet (a popup with its animation library) loads on the first tap, not with the login page.
const TelegramSheet = lazy(() => import('./telegram-sheet').then((m) => ({ default: m.TelegramSheet })));

type Props = {
  lineEnabled: boolean;
  /** Public bot name of the Telegram Login Widget; the bot token never leaves the server. */
  telegramBotName: string | null;
  /** The page to return to after the login (kept across the provider's redirect). */
  redirect?: string;
};

/** "or continue with" LINE and Telegram, each shown only when the server has it configured. */
export function ThirdPartyLogin({ lineEnabled, telegramBotName, redirect }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [telegramOpen, setTelegramOpen] = useState(false);
  const [telegramUsed, setTelegramUsed] = useState(false);
  if (!lineEnabled && !telegramBotName) return null;

  const startLine = async () => {
    setBusy(true);
    try {
      const res = await postLineLoginStart({ locale: currentLocale() });
      const pending: PendingOutLogin = { provider: 'line', state: res.state, redirect, at: Date.now() };
      writeStored(storageKeys.chatAppRedirect, pending);
      window.location.assign(res.url);
    } catch {
      // translated toast from the API client
      setBusy(false);
    }
  };

  const openTelegram = () => {
    const pending: PendingOutLogin = { provider: 'telegram', redirect, at: Date.now() };
    writeStored(storageKeys.chatAppRedirect, pending);
    setTelegramUsed(true);
    setTelegramOpen(true);
  };

  return (
    <section className={styles.section} aria-label={t('account.third.title')}>
      <p className={styles.divider}>
        <span>{t('account.third.or')}</span>
      </p>
      <div className={styles.buttons}>
        {lineEnabled && (
          <button
            type="button"
            className={`${styles.button} ${styles.line}`}
            onClick={() => void startLine()}
            disabled={busy}
            aria-busy={busy}
          >
            <LineMark size={24} />
            <span>{busy ? t('account.third.redirecting') : t('account.third.line')}</span>
          </button>
        )}
        {telegramBotName && (
          <button type="button" className={`${styles.button} ${styles.telegram}`} onClick={openTelegram}>
            <TelegramMark size={24} />
            <span>{t('account.third.telegram')}</span>
          </button>
        )}
      </div>
      {telegramBotName && telegramUsed && (
        <Suspense fallback={null}>
          <TelegramSheet visible={telegramOpen} onClose={() => setTelegramOpen(false)} botName={telegramBotName} />
        </Suspense>
      )}
    </section>
  );
}
