import type { BankAccount } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import SwipeAction from 'antd-mobile/es/components/swipe-action';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useBanks } from '../api/get-banks';
import { useDeleteBank } from '../hooks/use-delete-bank';
import { maskAccount } from '../utils/bank-fields';
import { BankAccountCard, useAccountTitle } from './bank-account-card';
import styles from './bank-accounts.module.css';
import { WalletNotice } from './wallet-notice';

/** Saving an account asks for the withdrawal password: without one, say so and offer to set it. */
export function BankPasswordNotice() {
  const { t } = useTranslation();
  return (
    <WalletNotice
      title={t('wallet.bank.password_needed_title')}
      action={{ label: t('wallet.withdraw.password_action'), onClick: () => void navigate(paths.updateWithdrawPwd) }}
      testId="bank-password-notice"
    >
      {t('wallet.bank.password_needed_text')}
    </WalletNotice>
  );
}

/** The payment accounts withdrawals go to: tap to edit, swipe to delete, add another. */
export function BankAccountList({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const banks = useBanks();
  const title = useAccountTitle();
  const deleteBank = useDeleteBank();
  const list = banks.data?.list ?? [];
  const remove = (a: BankAccount) => void deleteBank(a, `${title(a)} ${maskAccount(a.account)}`);
  const add = () => void navigate(href(paths.userPayment, { mode: 'add' }));

  return (
    <Page
      title={t('pages.userPayment')}
      footer={
        list.length > 0 && (
          <Button block color="primary" size="large" shape="rounded" className={styles.submit} onClick={add}>
            {t('wallet.bank.add')}
          </Button>
        )
      }
    >
      {banks.isPending ? (
        <LoadingState rows={3} />
      ) : banks.isError ? (
        <ErrorState error={banks.error} onRetry={() => void banks.refetch()} />
      ) : list.length === 0 ? (
        <>
          {!hasPassword && (
            <div className={styles.pad}>
              <BankPasswordNotice />
            </div>
          )}
          <EmptyState
            title={t('wallet.bank.empty')}
            description={t('wallet.bank.empty_text')}
            action={
              <Button color="primary" shape="rounded" onClick={add} data-testid="add-account">
                {t('wallet.bank.add')}
              </Button>
            }
          />
        </>
      ) : (
        <div className={styles.pad}>
          {!hasPassword && <BankPasswordNotice />}
          <ul className={styles.list} data-testid="bank-list">
            {list.map((a) => (
              <li key={a.id} className={styles.item}>
                <SwipeAction
                  rightActions={[
                    { key: 'delete', text: t('wallet.bank.delete'), color: 'danger', onClick: () => remove(a) },
                  ]}
                >
                  <BankAccountCard
                    account={a}
                    onClick={() => void navigate(href(paths.userPayment, { mode: 'edit', account: a.account }))}
                  />
                </SwipeAction>
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{t('wallet.bank.swipe_hint')}</p>
        </div>
      )}
    </Page>
  );
}
