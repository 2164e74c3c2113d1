import Button from 'antd-mobile/es/components/button';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { useAccountUser } from '@/features/account/hooks/use-account-user';
import { useTranslation } from '@/i18n/use-translation';
import { backOrHome, navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import styles from './account-pages.module.css';

/** Change the login password. Accounts made through Telegram or LINE have none to change. */
export default function UpdatePwd() {
  const { t } = useTranslation();
  const user = useAccountUser();
  if (!user) return null;
  return (
    <Page title={t('pages.updatePwd')}>
      {user.hasLoginPassword === false ? (
        <EmptyState
          title={t('account.password.none_title')}
          description={t(user.account ? 'account.password.none_reset' : 'account.password.none_desc')}
          action={
            user.account ? (
              <Button
                color="primary"
                shape="rounded"
                onClick={() => void navigate(href(paths.forgetPwd, { account: user.account }))}
              >
                {t('account.password.set_with_code')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <section className={styles.card}>
          <p className={styles.intro}>{t('account.password.intro')}</p>
          <ChangePasswordForm
            onChanged={() => {
              toast(t('account.password.done'));
              backOrHome();
            }}
          />
          <button
            type="button"
            className={styles.textLink}
            onClick={() => void navigate(href(paths.forgetPwd, { account: user.account }))}
          >
            {t('login.forgot')}
          </button>
        </section>
      )}
    </Page>
  );
}
