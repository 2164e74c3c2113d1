import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { type ReactNode, useEffect } from 'react';
import { Page } from '@/components/ui/page';
import { StatusBlock } from '@/components/ui/status-block';
import { href, paths } from '@/config/paths';
import { walletKeys } from '@/features/wallet/api/keys';
import { fetchPaypalCapture } from '@/features/wallet/api/paypal-capture-order';
import { ResultHead } from '@/features/wallet/components/result-head';
import styles from '@/features/wallet/components/wallet-screen.module.css';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { useTranslation } from '@/i18n/use-translation';
import { translateError } from '@/lib/api-client';
import { redirect } from '@/lib/navigation';
import { useMoney } from '@/lib/use-money';
import { reloadUserInfo } from '@/lib/user-reads';

type Props = { token?: string; cancel?: string };

const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * PayPal's return page. PayPal appends the order id as `token` (and `cancel=1` when the buyer gave up);
 * `GET /PaypalCaptureOrder` captures on our server, which checks amount and currency and credits once,
 * so reloading this page or coming back twice is safe.
 */
export default function PayPalH5({ token = '', cancel }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const sync = useWalletSync();
  const queryClient = useQueryClient();
  const cancelled = cancel === '1' || cancel === 'true';
  const valid = ORDER_ID.test(token);

  const capture = useQuery({
    queryKey: [...walletKeys.all, 'paypal-capture', token],
    queryFn: ({ signal }) => fetchPaypalCapture({ id: token }, { signal }),
    enabled: valid && !cancelled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const credited = capture.data?.credited === true;
  useEffect(() => {
    if (!credited) return;
    reloadUserInfo(queryClient)
      .catch(() => undefined)
      .finally(() => void sync());
  }, [credited, sync, queryClient]);

  const toWallet = () => void redirect(paths.rechargeCenter);
  const toResult = (id: string) => void redirect(href(paths.payInfo, { kind: 'recharge', id }));

  let content: ReactNode;
  if (cancelled) {
    content = (
      <StatusBlock kind="empty" title={t('wallet.paypal.cancelled')} description={t('wallet.paypal.cancelled_text')}>
        <Button color="primary" shape="rounded" onClick={toWallet}>
          {t('wallet.paypal.back_to_wallet')}
        </Button>
      </StatusBlock>
    );
  } else if (!valid) {
    content = (
      <StatusBlock kind="error" title={t('wallet.paypal.invalid')} description={t('wallet.paypal.invalid_text')}>
        <Button color="primary" shape="rounded" onClick={toWallet}>
          {t('wallet.paypal.back_to_wallet')}
        </Button>
      </StatusBlock>
    );
  } else if (capture.isPending) {
    content = (
      <div className={styles.progress} role="status" aria-live="polite">
        <SpinLoading color="primary" style={{ '--size': '44px' }} />
        <h2 className={styles.progressTitle}>{t('wallet.paypal.confirming')}</h2>
        <p className={styles.progressText}>{t('wallet.paypal.confirming_text')}</p>
      </div>
    );
  } else if (capture.isError) {
    content = (
      <div role="alert">
        <StatusBlock kind="error" title={t('wallet.paypal.failed')} description={translateError(capture.error)}>
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void capture.refetch()}>
            {t('common.retry')}
          </Button>
          <Button color="primary" fill="none" onClick={toWallet}>
            {t('wallet.paypal.back_to_wallet')}
          </Button>
        </StatusBlock>
      </div>
    );
  } else if (credited && capture.data.pid) {
    // A top-up made to pay a friend's order: the server pays the order from it; its page shows that.
    const pid = capture.data.pid;
    content = (
      <div className={styles.body}>
        <ResultHead
          tone="success"
          title={t('wallet.paypal.success')}
          amount={money(capture.data.amount, capture.data.unit)}
          extra={t('pay_on_behalf.paypal_hint')}
        />
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => void redirect(href(paths.payOnBehalf, { pay_on_behalf: pid }))}
          data-testid="paypal-back-to-payment"
        >
          {t('wallet.paypal.back_to_payment')}
        </Button>
      </div>
    );
  } else if (credited) {
    const rechargeId = capture.data.rechargeId;
    content = (
      <div className={styles.body}>
        <ResultHead
          tone="success"
          title={t('wallet.paypal.success')}
          amount={`+${money(capture.data.amount, capture.data.unit)}`}
          extra={t('wallet.paypal.success_text')}
        />
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => (rechargeId ? toResult(rechargeId) : toWallet())}
        >
          {t('wallet.paypal.see_details')}
        </Button>
        <Button block fill="none" color="primary" onClick={toWallet}>
          {t('wallet.paypal.back_to_wallet')}
        </Button>
      </div>
    );
  } else {
    // PayPal has not completed the payment (still approving, or declined): nothing was credited.
    content = (
      <StatusBlock
        kind="error"
        title={t('wallet.paypal.not_completed')}
        description={t('wallet.paypal.not_completed_text', { status: capture.data.paypalStatus })}
      >
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void capture.refetch()}>
          {t('common.retry')}
        </Button>
        <Button color="primary" fill="none" onClick={toWallet}>
          {t('wallet.paypal.back_to_wallet')}
        </Button>
      </StatusBlock>
    );
  }

  return (
    <Page title={t('pages.payPalH5')} onBack={toWallet} plain>
      {content}
    </Page>
  );
}
