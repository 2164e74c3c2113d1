import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Page } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { BalanceCard } from '@/features/wallet/components/balance-card';
import { PinSheet } from '@/features/wallet/components/pin-sheet';
import styles from '@/features/wallet/components/wallet-screen.module.css';
import { WithdrawDoneSheet } from '@/features/wallet/components/withdraw-done-sheet';
import { AccountPickSheet, WithdrawForm } from '@/features/wallet/components/withdraw-form';
import { useWithdraw } from '@/features/wallet/hooks/use-withdraw';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { useMoney } from '@/lib/use-money';

/**
 * Withdraw to a saved payment account: account picker (add one when there is none), channel with its
 * bounds and fee, amount with "all" and a fee/receive preview, then the withdrawal password on a
 * shuffled keypad. Users without real-name data or without a withdrawal password are told how to fix it.
 */
export default function Withdraw() {
  const { t } = useTranslation();
  const user = useLoginUser();
  const format = useMoney();
  const w = useWithdraw();
  const [picking, setPicking] = useState(false);
  const data = w.config.data;
  const hasRealName = Boolean((user?.realInfo as { realName?: string } | null | undefined)?.realName);

  return (
    <Page
      title={t('pages.withdraw')}
      right={
        <button
          type="button"
          className={styles.navLink}
          onClick={() => void navigate(href(paths.transactionRecord, { tab: 'withdraw' }))}
        >
          {t('wallet.records')}
        </button>
      }
      footer={
        data && (
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            className={styles.submit}
            disabled={w.blocked || w.pin.open}
            onClick={w.start}
            data-testid="withdraw-submit"
          >
            {t('wallet.withdraw.submit')}
          </Button>
        )
      }
    >
      {data && (
        <BalanceCard
          balance={data.balance}
          held={data.held}
          unit={data.unit}
          label={t('wallet.withdraw.balance_label')}
        />
      )}
      {w.config.isPending ? (
        <LoadingState rows={5} />
      ) : w.config.isError ? (
        <ErrorState error={w.config.error} onRetry={() => void w.config.refetch()} />
      ) : (
        <WithdrawForm w={w} hasRealName={hasRealName} onPickAccount={() => setPicking(true)} />
      )}
      <AccountPickSheet w={w} open={picking} onClose={() => setPicking(false)} />
      <PinSheet
        visible={w.pin.open}
        onClose={w.pin.close}
        onComplete={w.confirm}
        error={w.pin.error}
        summary={
          <>
            <p className={styles.pinLabel}>{t('wallet.withdraw.pin_summary')}</p>
            <p className={styles.pinAmount}>{format(w.live, w.unit)}</p>
          </>
        }
        extra={
          <button type="button" className={styles.link} onClick={() => void navigate(paths.updateWithdrawPwd)}>
            {t('wallet.pin.forgot')}
          </button>
        }
      />
      <WithdrawDoneSheet done={w.done} onClose={w.closeDone} />
    </Page>
  );
}
