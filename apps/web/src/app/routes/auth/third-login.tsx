import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect, useState } from 'react';
import { Page } from '@/components/ui/page';
import { StatusBlock } from '@/components/ui/status-block';
import { paths } from '@/config/paths';
import { LineMark, TelegramMark } from '@/features/account/components/brand-icons';
import { exchangeProof, type PendingOutLogin, type Query, readProof } from '@/features/account/utils/out-login-proof';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { relaunch } from '@/lib/navigation';
import { readStored, removeStored, storageKeys } from '@/lib/storage';
import { finishLogin } from './finish-login';
import styles from './third-login.module.css';

type View = { kind: 'working' } | { kind: 'failed'; message: string; retry: boolean };

/** The return from LINE or Telegram: verify on the server, then the start logic; failures say why. */
export default function ThirdLogin({ query }: { query: Query }) {
  const { t } = useTranslation();
  const proof = readProof(query);
  const [view, setView] = useState<View>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);

  const run = async () => {
    if ('problem' in proof) {
      setView({
        kind: 'failed',
        message: t(proof.problem === 'cancelled' ? 'account.third.cancelled' : 'account.third.incomplete'),
        retry: false,
      });
      return;
    }
    setView({ kind: 'working' });
    const { key, call, forget } = exchangeProof(proof);
    try {
      const user = await call;
      const pending = readStored<PendingOutLogin>(storageKeys.chatAppRedirect);
      for (const k of [storageKeys.chatAppRedirect, storageKeys.handle, storageKeys.telegram, storageKeys.inviteCode])
        removeStored(k);
      await finishLogin(user, pending?.redirect);
    } catch (err) {
      forget(key);
      // Only a transport failure can be retried with the same proof; a refused one needs a new login.
      setView({ kind: 'failed', message: translateError(err), retry: err instanceof ApiError && err.transport });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one exchange per attempt; the proof is read from the address
  useEffect(() => {
    void run();
  }, [attempt]);

  const Mark = proof.provider === 'line' ? LineMark : TelegramMark;
  const provider = t(proof.provider === 'line' ? 'account.third.provider_line' : 'account.third.provider_telegram');

  return (
    <Page title={t('pages.thirdLogin')} plain onBack={() => void relaunch(paths.login)}>
      {view.kind === 'working' ? (
        <div className={styles.working} role="status" aria-live="polite">
          <Mark size={56} />
          <h2 className={styles.title}>{t('account.third.signing_in', { provider })}</h2>
          <p className={styles.text}>
            {t('account.third.verifying')} <DotLoading color="primary" />
          </p>
        </div>
      ) : (
        <div role="alert">
          <StatusBlock kind="error" title={t('account.third.failed_title', { provider })} description={view.message}>
            {view.retry && (
              <Button color="primary" shape="rounded" onClick={() => setAttempt((n) => n + 1)}>
                {t('common.retry')}
              </Button>
            )}
            <Button
              color="primary"
              fill={view.retry ? 'outline' : 'solid'}
              shape="rounded"
              onClick={() => void relaunch(paths.login)}
            >
              {t('account.third.back_to_login')}
            </Button>
          </StatusBlock>
        </div>
      )}
    </Page>
  );
}
