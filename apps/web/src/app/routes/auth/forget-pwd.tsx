import { Page } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { ForgetPasswordForm } from '@/features/account/components/forget-password-form';
import { splitAccount } from '@/features/account/utils/validation';
import { useTranslation } from '@/i18n/use-translation';
import { relaunch } from '@/lib/navigation';
import { clearLoginUser } from '@/lib/session';
import { getSocketClient } from '@/lib/socket';
import { toast } from '@/lib/toast';
import { useAccountChoices } from '../account/use-account-choices';
import styles from './auth-form.module.css';

/** Reset a forgotten password with a code; then back to login with the account filled in. */
export default function ForgetPwd({ account }: { account?: string }) {
  const { t } = useTranslation();
  const choices = useAccountChoices();
  return (
    <Page title={t('pages.forgetPwd')} plain>
      <div className={styles.wrap}>
        <header className={styles.head}>
          <h2 className={styles.title}>{t('account.forget.title')}</h2>
          <p className={styles.subtitle}>{t('account.forget.subtitle')}</p>
        </header>
        {choices.query.isPending ? (
          <LoadingState rows={4} />
        ) : choices.query.isError ? (
          <ErrorState error={choices.query.error} onRetry={() => void choices.query.refetch()} />
        ) : (
          <ForgetPasswordForm
            areas={choices.areas}
            defaultArea={choices.defaultArea}
            defaults={splitAccount(
              account,
              choices.areas.map((a) => a.value),
            )}
            onReset={async (done) => {
              // A reset ends every session, this device's included.
              getSocketClient().close();
              clearLoginUser();
              toast(t('account.forget.done'));
              await relaunch(href(paths.login, { account: done }));
            }}
          />
        )}
      </div>
    </Page>
  );
}
