import { Page } from '@/components/ui/page';
import { WithdrawPasswordFlow } from '@/features/account/components/withdraw-password-flow';
import { useAccountUser } from '@/features/account/hooks/use-account-user';
import { useTranslation } from '@/i18n/use-translation';
import { backOrHome } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import styles from './account-pages.module.css';

/** Set or change the six-digit withdrawal password (spec: update_withdraw_pwd). */
export default function UpdateWithdrawPwd() {
  const { t } = useTranslation();
  const user = useAccountUser();
  if (!user) return null;
  const changing = user.hasWithdrawPassword === true;
  return (
    <Page title={changing ? t('account.withdraw.change_title') : t('account.withdraw.set_title')}>
      <section className={styles.card}>
        <WithdrawPasswordFlow
          user={user}
          onDone={() => {
            toast(t(changing ? 'account.withdraw.changed' : 'account.withdraw.set_done'));
            backOrHome();
          }}
        />
      </section>
    </Page>
  );
}
