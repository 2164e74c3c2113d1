import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DynamicField } from '@/components/ui/dynamic-field';
import { DocumentIcon, SwapIcon, WalletIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useRechargeConfig } from '@/features/wallet/api/get-recharge-config';
import { postRecharge } from '@/features/wallet/api/recharge';
import { AmountField } from '@/features/wallet/components/amount-field';
import { BalanceAction, BalanceCard } from '@/features/wallet/components/balance-card';
import { BonusCard } from '@/features/wallet/components/bonus-card';
import { ChannelIcon } from '@/features/wallet/components/channel-icon';
import { ChannelList } from '@/features/wallet/components/channel-list';
import { ConvertSheet } from '@/features/wallet/components/convert-sheet';
import { WalletNotice } from '@/features/wallet/components/wallet-notice';
import styles from '@/features/wallet/components/wallet-screen.module.css';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import {
  type AmountProblem,
  type AmountValue,
  checkAmount,
  currentAmount,
  emptyAmount,
} from '@/features/wallet/utils/amount';
import { channelData, channelFieldSpecs, validateChannelFields } from '@/features/wallet/utils/channel-fields';
import { scrollToFirstError } from '@/features/wallet/utils/scroll-to-error';
import { currentLocale } from '@/i18n';
import { useCurrency } from '@/lib/currency';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
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
  const config = useRechargeConfig(currentLocale());
  const active = useCurrency();
  const money = useMoney();
  const call = useIdempotentCall();
  const sync = useWalletSync();

  const [chosen, setChosen] = useState<string | null>(null);
  const [amount, setAmount] = useState<AmountValue>(emptyAmount);
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [converting, setConverting] = useState(false);

  // The balance on the card is the stored login info; bring it up to date on arrival.
  useUserInfo(user?._id ?? '');

  const channels = config.data?.channels ?? [];
  const channel =
    channels.find((c) => c.channelCode === chosen && c.enabled) ?? channels.find((c) => c.enabled) ?? null;
  // Every amount of the answer is in the country's currency; a channel states its own (the same one).
  const unit = channel?.unit ?? config.data?.unit ?? active?.unit ?? 'USD';
  const limits = channel ? { min: channel.minAmount, max: channel.maxAmount } : null;
  const specs = useMemo(() => channelFieldSpecs(channel), [channel]);
  const live = currentAmount(amount, unit);
  const rules = config.data?.bonusRules ?? [];

  const changeAmount = (next: AmountValue) => {
    setAmount(next);
    if (problem && limits) {
      const check = checkAmount(next, limits, unit);
      setProblem(check.ok ? null : check.problem);
    }
  };

  const submit = async () => {
    if (!channel || !limits || !config.data || sending) return;
    const check = checkAmount(amount, limits, unit);
    const errors = validateChannelFields(specs, fields);
    setProblem(check.ok ? null : check.problem);
    setFieldErrors(errors);
    if (!check.ok || Object.keys(errors).length > 0) {
      scrollToFirstError();
      return;
    }
    const body = {
      channelCode: channel.channelCode,
      country_code: config.data.country_code,
      amount: check.amount,
      isApp: false,
      rechargeData: channelData(specs, fields),
    };
    setSending(true);
    try {
      const res = await call(body, (idempotencyKey) => postRecharge({ ...body, idempotencyKey }));
      if (res.redirectUrl) {
        // PayPal: the buyer approves on PayPal, which sends them back to the pay_pal_h5 page.
        setLeaving(true);
        window.location.assign(res.redirectUrl);
        return;
      }
      await sync({ unit: res.unit, balance: res.balance });
      setAmount(emptyAmount);
      setFields({});
      await navigate(href(paths.payInfo, { kind: 'recharge', id: res.rechargeId }));
    } catch {
      // the API client showed the reason; the form keeps what the user typed
    } finally {
      setSending(false);
    }
  };

  const records = () => void navigate(href(paths.transactionRecord, { tab: 'recharge' }));
  const ready = config.isSuccess && channels.length > 0;

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
            {channel?.provider === 'paypal' && live > 0 && (
              <p className={styles.footerNote}>{t('wallet.recharge.paypal_note')}</p>
            )}
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              className={styles.submit}
              disabled={!channel || sending}
              loading={sending}
              onClick={() => void submit()}
              data-testid="recharge-submit"
            >
              {live > 0 && checkAmount(amount, limits ?? { min: 0, max: 0 }, unit).ok
                ? t('wallet.recharge.submit_amount', { amount: money(live, unit) })
                : t('wallet.recharge.submit')}
            </Button>
          </>
        )
      }
    >
      <BalanceCard
        balance={user?.wallet?.balance ?? 0}
        held={user?.wallet?.held ?? 0}
        unit={user?.wallet?.unit ?? unit}
        wallets={user?.wallet?.wallets}
      >
        <BalanceAction
          icon={<WalletIcon size={22} />}
          label={t('wallet.actions.withdraw')}
          onClick={() => void navigate(paths.withdraw)}
        />
        <BalanceAction
          icon={<SwapIcon size={22} />}
          label={t('wallet.actions.convert')}
          onClick={() => setConverting(true)}
          testId="open-convert"
        />
        <BalanceAction icon={<DocumentIcon size={22} />} label={t('wallet.actions.records')} onClick={records} />
        <BalanceAction
          icon={<ChannelIcon kind="bank" size={22} plain />}
          label={t('wallet.actions.accounts')}
          onClick={() => void navigate(paths.userPayment)}
        />
      </BalanceCard>

      {config.isPending ? (
        <LoadingState rows={4} />
      ) : config.isError ? (
        <ErrorState error={config.error} onRetry={() => void config.refetch()} />
      ) : channels.length === 0 ? (
        <EmptyState title={t('wallet.recharge.no_channels')} description={t('wallet.recharge.no_channels_desc')} />
      ) : (
        <div className={styles.body}>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('wallet.recharge.method')}</h2>
            <ChannelList
              channels={channels}
              value={channel?.channelCode ?? null}
              onChange={(code) => {
                setChosen(code);
                setProblem(null);
                setFieldErrors({});
              }}
              label={t('wallet.recharge.method')}
            />
          </section>

          {channel?.demo && (
            <WalletNotice tone="info" title={t('wallet.recharge.demo_title')} testId="demo-notice">
              {t('wallet.recharge.demo_text')}
            </WalletNotice>
          )}

          <section className={styles.section}>
            <AmountField
              label={t('wallet.recharge.amount')}
              value={amount}
              onChange={changeAmount}
              unit={unit}
              limits={limits}
              chips={config.data.quickAmounts}
              problem={problem}
              disabled={sending}
            />
          </section>

          <BonusCard rules={rules} amount={live} unit={unit} />

          {channel?.needsReview && (
            <section className={styles.section}>
              <WalletNotice tone="info" title={t('wallet.recharge.offline_title')}>
                <ol className={styles.steps}>
                  <li>{t('wallet.recharge.offline_step1')}</li>
                  <li>{t('wallet.recharge.offline_step2')}</li>
                  <li>{t('wallet.recharge.offline_step3')}</li>
                </ol>
              </WalletNotice>
              {specs.length > 0 && (
                <div className={styles.fields}>
                  {specs.map((spec) => (
                    <DynamicField
                      key={spec.key}
                      spec={spec}
                      value={fields[spec.key] ?? ''}
                      onChange={(v) => {
                        setFields((f) => ({ ...f, [spec.key]: v }));
                        if (fieldErrors[spec.key]) setFieldErrors(({ [spec.key]: _, ...rest }) => rest);
                      }}
                      error={fieldErrors[spec.key]}
                    />
                  ))}
                </div>
              )}
            </section>
          )}
        </div>
      )}

      <ConvertSheet
        visible={converting}
        onClose={() => setConverting(false)}
        onConverted={() => reloadUserInfo(queryClient).catch(() => undefined)}
      />

      {leaving && (
        <div className={styles.overlay} role="status">
          <SpinLoading color="primary" />
          <span>{t('wallet.recharge.to_paypal')}</span>
        </div>
      )}
    </Page>
  );
}
