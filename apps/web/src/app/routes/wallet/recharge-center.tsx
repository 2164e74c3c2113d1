import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useState } from 'react';
import { Page } from '@/components/ui/page';
import { href, paths } from '@/config/paths';
import { ConvertSheet } from '@/features/wallet/components/convert-sheet';
import { RechargeForm } from '@/features/wallet/components/recharge-form';
import { WalletHubCard } from '@/features/wallet/components/wallet-hub-card';
import styles from '@/features/wallet/components/wallet-screen.module.css';
import { useRecharge } from '@/features/wallet/hooks/use-recharge';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { useMoney } from '@/lib/use-money';
import { reloadUserInfo, useUserInfo } from '@/lib/user-reads';

/**
 * The wallet hub and top-up: balance with quick actions, the country's channels (demo labelled, closed
 * ones shown disabled), amount chips and free entry within the channel bounds, the bonus rule and what
 * this amount earns, then `/amount/Recharge`: demo credits at once, PayPal hands over to PayPal,
 * offline waits for our team.
 */
export default function RechargeCenter() {
  const { t } = useTranslation();
  const user = useLoginUser();
  const queryClient = useQueryClient();
  const money = useMoney();
  const r = useRecharge();
  const [converting, setConverting] = useState(false);
  // The balance on the card is the stored login info; bring it up to date on arrival.
  useUserInfo(user?._id ?? '');

  const records = () => void navigate(href(paths.transactionRecord, { tab: 'recharge' }));
  const ready = r.config.isSuccess && r.channels.length > 0;

  return (
    <Page
      title={t('pages.rechargeCenter')}
      right={
        <button type="button" className={styles.navLink} onClick={records}>
          {t('wallet.records')}
        </button>
      }
      footer={
        ready && (
          <>
            {r.channel?.provider === 'paypal' && r.live > 0 && (
              <p className={styles.footerNote}>{t('wallet.recharge.paypal_note')}</p>
            )}
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              className={styles.submit}
              disabled={!r.channel || r.sending}
              loading={r.sending}
              onClick={() => void r.submit()}
              data-testid="recharge-submit"
            >
              {r.amountOk
                ? t('wallet.recharge.submit_amount', { amount: money(r.live, r.unit) })
                : t('wallet.recharge.submit')}
            </Button>
          </>
        )
      }
    >
      {/* The card's "Transactions" is every movement (All); the header's "Records" is this page's top-ups. */}
      <WalletHubCard
        unit={r.unit}
        onConvert={() => setConverting(true)}
        onRecords={() => void navigate(href(paths.transactionRecord, { tab: 'all' }))}
      />
      <RechargeForm r={r} />
      <ConvertSheet
        visible={converting}
        onClose={() => setConverting(false)}
        // A conversion into a currency not held before adds a balance: the login info lists them all.
        onConverted={() => reloadUserInfo(queryClient).catch(() => undefined)}
      />
      {r.leaving && (
        <div className={styles.overlay} role="status">
          <SpinLoading color="primary" />
          <span>{t('wallet.recharge.to_paypal')}</span>
        </div>
      )}
    </Page>
  );
}
