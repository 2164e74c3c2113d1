import type { ResponseOf, withdraw as withdrawEndpoint } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTag } from '@/components/ui/status-tag';
import { href, paths } from '@/config/paths';
import { useWithdrawConfig } from '@/features/wallet/api/get-withdraw-config';
import { postWithdraw } from '@/features/wallet/api/withdraw';
import { AmountField } from '@/features/wallet/components/amount-field';
import { BalanceCard } from '@/features/wallet/components/balance-card';
import { BankAccountCard } from '@/features/wallet/components/bank-account-card';
import { ChannelList } from '@/features/wallet/components/channel-list';
import { FeePreview } from '@/features/wallet/components/fee-preview';
import { PinSheet } from '@/features/wallet/components/pin-sheet';
import { ResultHead } from '@/features/wallet/components/result-head';
import { WalletNotice } from '@/features/wallet/components/wallet-notice';
import { isPinError, usePinErrorText } from '@/features/wallet/hooks/use-pin-error';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import {
  type AmountProblem,
  type AmountValue,
  checkAmount,
  currentAmount,
  emptyAmount,
} from '@/features/wallet/utils/amount';
import { scrollToFirstError } from '@/features/wallet/utils/scroll-to-error';
import { withdrawalStatusKey, withdrawalTone } from '@/features/wallet/utils/status';
import { currentLocale } from '@/i18n';
import { ApiError, translateError } from '@/lib/api-client';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useMoney } from '@/lib/use-money';
import styles from './wallet.module.css';

type Submitted = ResponseOf<typeof withdrawEndpoint>;

/**
 * Withdraw to a saved payment account: account picker (add one when there is none), channel with its
 * bounds and fee, amount with "all" and a fee/receive preview, then the withdrawal password on a
 * shuffled keypad. Users without real-name data or without a withdrawal password are told how to fix it.
 */
export default function Withdraw() {
  const { t } = useTranslation();
  const user = useLoginUser();
  const config = useWithdrawConfig(currentLocale());
  const format = useMoney();
  const call = useIdempotentCall();
  const sync = useWalletSync();
  const pinErrorText = usePinErrorText();

  const [accountId, setAccountId] = useState<string | null>(null);
  const [chosenChannel, setChosenChannel] = useState<string | null>(null);
  const [amount, setAmount] = useState<AmountValue>(emptyAmount);
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [picking, setPicking] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);
  const [pinError, setPinError] = useState<string | null>(null);
  const [done, setDone] = useState<Submitted | null>(null);

  const data = config.data;
  const accounts = data?.accounts ?? [];
  const account = accounts.find((a) => a.account === accountId) ?? accounts[0] ?? null;
  const channels = data?.channels ?? [];
  const channel =
    channels.find((c) => c.channelCode === chosenChannel && c.enabled) ??
    channels.find((c) => c.enabled && c.provider === account?.type) ??
    channels.find((c) => c.enabled) ??
    null;
  const balance = data?.balance ?? 0;
  // The balance, bounds and fee are all minor units of the country's currency, the channel's own.
  const unit = channel?.unit ?? data?.unit ?? 'USD';
  const money = (minor: number) => format(minor, unit);
  const limits = channel ? { min: channel.minAmount, max: channel.maxAmount, balance } : null;
  const live = currentAmount(amount, unit);
  const hasRealName = Boolean((user?.realInfo as { realName?: string } | null | undefined)?.realName);
  const blocked = !data?.allowed || !data?.hasWithdrawPassword || !account || !channel;

  const changeAmount = (next: AmountValue) => {
    setAmount(next);
    if (problem && limits) {
      const check = checkAmount(next, limits, unit);
      setProblem(check.ok ? null : check.problem);
    }
  };

  const start = () => {
    if (!limits || blocked) return;
    const check = checkAmount(amount, limits, unit);
    setProblem(check.ok ? null : check.problem);
    if (!check.ok) {
      scrollToFirstError();
      return;
    }
    setPinError(null);
    setPinOpen(true);
  };

  const confirm = async (pin: string): Promise<boolean> => {
    if (!limits || !account || !channel || !data) return false;
    const check = checkAmount(amount, limits, unit);
    if (!check.ok) {
      setPinOpen(false);
      setProblem(check.problem);
      return false;
    }
    const body = {
      channelCode: channel.channelCode,
      country_code: data.country_code,
      amount: check.amount,
      withdrawData: { account: account.account },
    };
    try {
      const res = await call(
        body,
        (idempotencyKey) => postWithdraw({ ...body, withdrawalPassword: pin, idempotencyKey }),
        ['withdrawalPassword'],
      );
      setPinOpen(false);
      setDone(res);
      setAmount(emptyAmount);
      await sync({ unit: res.unit, balance: res.balance, held: res.held });
      return true;
    } catch (err) {
      if (isPinError(err) || (err instanceof ApiError && err.transport)) {
        // Wrong password, locked, or the answer was lost: stay here; a retry reuses the same key.
        setPinError(pinErrorText(err));
        return false;
      }
      setPinOpen(false);
      toast(translateError(err));
      void config.refetch();
      return false;
    }
  };

  const addAccount = () => void navigate(href(paths.userPayment, { mode: 'add' }));

  let body: ReactNode;
  if (config.isPending) body = <LoadingState rows={5} />;
  else if (config.isError) body = <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  else if (!data) body = null;
  else
    body = (
      <div className={styles.body}>
        {!data.allowed &&
          (hasRealName ? (
            <WalletNotice
              title={t('wallet.withdraw.restricted_title')}
              action={{
                label: t('wallet.withdraw.contact_support'),
                onClick: () => void navigate(href(paths.infoList, { type: 'help' })),
              }}
              testId="withdraw-restricted"
            >
              {t('wallet.withdraw.restricted_text')}
            </WalletNotice>
          ) : (
            <WalletNotice
              title={t('wallet.withdraw.verify_title')}
              action={{ label: t('wallet.withdraw.verify_action'), onClick: () => void navigate(paths.realInfo) }}
              testId="withdraw-verify"
            >
              {t('wallet.withdraw.verify_text')}
            </WalletNotice>
          ))}
        {!data.hasWithdrawPassword && (
          <WalletNotice
            title={t('wallet.withdraw.password_title')}
            action={{
              label: t('wallet.withdraw.password_action'),
              onClick: () => void navigate(paths.updateWithdrawPwd),
            }}
            testId="withdraw-password"
          >
            {t('wallet.withdraw.password_text')}
          </WalletNotice>
        )}

        <section className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 className={styles.sectionTitle}>{t('wallet.withdraw.to')}</h2>
            {accounts.length > 0 && (
              <button type="button" className={styles.link} onClick={() => void navigate(paths.userPayment)}>
                {t('wallet.withdraw.manage')}
              </button>
            )}
          </div>
          {account ? (
            <div className={styles.accountBox}>
              <BankAccountCard account={account} onClick={() => setPicking(true)} />
            </div>
          ) : (
            <button type="button" className={styles.addBox} onClick={addAccount} data-testid="add-first-account">
              <span className={styles.plus} aria-hidden="true">
                +
              </span>
              <span>
                <strong>{t('wallet.withdraw.add_account')}</strong>
                <small>{t('wallet.withdraw.add_account_text')}</small>
              </span>
            </button>
          )}
        </section>

        {channels.length > 0 ? (
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('wallet.withdraw.method')}</h2>
            <ChannelList
              channels={channels}
              value={channel?.channelCode ?? null}
              onChange={(code) => {
                setChosenChannel(code);
                setProblem(null);
              }}
              showFee
              label={t('wallet.withdraw.method')}
            />
          </section>
        ) : (
          <EmptyState title={t('wallet.withdraw.no_channels')} />
        )}

        {channel && (
          <section className={styles.section}>
            <AmountField
              label={t('wallet.withdraw.amount')}
              value={amount}
              onChange={changeAmount}
              unit={unit}
              limits={limits}
              all={Math.min(balance, channel.maxAmount)}
              problem={problem}
            />
            <p className={styles.available}>{t('wallet.withdraw.available', { amount: money(balance) })}</p>
            <FeePreview amount={live} feeBp={channel.feeBp} unit={unit} />
          </section>
        )}
      </div>
    );

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
            disabled={blocked || pinOpen}
            onClick={start}
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
      {body}

      <BottomPopup visible={picking} onClose={() => setPicking(false)} title={t('wallet.withdraw.choose_account')}>
        <div className={styles.pickList}>
          {accounts.map((a) => (
            <BankAccountCard
              key={a.id}
              account={a}
              selected={a.account === account?.account}
              onClick={() => {
                setAccountId(a.account);
                setChosenChannel(null);
                setPicking(false);
              }}
            />
          ))}
          <button type="button" className={styles.pickAdd} onClick={addAccount}>
            {t('wallet.withdraw.add_another')}
          </button>
        </div>
      </BottomPopup>

      <PinSheet
        visible={pinOpen}
        onClose={() => setPinOpen(false)}
        onComplete={confirm}
        error={pinError}
        summary={
          <>
            <p className={styles.pinLabel}>{t('wallet.withdraw.pin_summary')}</p>
            <p className={styles.pinAmount}>{money(live)}</p>
          </>
        }
        extra={
          <button type="button" className={styles.link} onClick={() => void navigate(paths.updateWithdrawPwd)}>
            {t('wallet.pin.forgot')}
          </button>
        }
      />

      <BottomPopup visible={done !== null} onClose={() => setDone(null)} title={t('wallet.withdraw.done_title')}>
        {done && (
          <div className={styles.doneSheet} data-testid="withdraw-done">
            <ResultHead
              tone={withdrawalTone(done.status)}
              title={t('wallet.result.withdraw_review')}
              amount={`-${format(done.amount, done.unit)}`}
            />
            <dl className={styles.rows}>
              <div className={styles.row}>
                <dt>{t('wallet.result.status')}</dt>
                <dd>
                  <StatusTag tone={withdrawalTone(done.status)}>{t(withdrawalStatusKey(done.status))}</StatusTag>
                </dd>
              </div>
              <div className={styles.row}>
                <dt>{t('wallet.result.fee')}</dt>
                <dd>{format(done.fee, done.unit)}</dd>
              </div>
              <div className={`${styles.row} ${styles.strong}`}>
                <dt>{t('wallet.result.receive')}</dt>
                <dd>{format(done.amount - done.fee, done.unit)}</dd>
              </div>
              <div className={styles.row}>
                <dt>{t('wallet.withdraw.balance_after')}</dt>
                <dd>{format(done.balance, done.unit)}</dd>
              </div>
            </dl>
            <p className={styles.footerNote}>{t('wallet.result.withdraw_next')}</p>
            <div className={styles.buttons}>
              <Button
                block
                fill="outline"
                color="primary"
                shape="rounded"
                onClick={() => {
                  const id = done.withdrawalId;
                  setDone(null);
                  void navigate(href(paths.payInfo, { kind: 'withdraw', id }));
                }}
              >
                {t('wallet.result.details')}
              </Button>
              <Button block color="primary" shape="rounded" onClick={() => setDone(null)}>
                {t('wallet.result.done')}
              </Button>
            </div>
          </div>
        )}
      </BottomPopup>
    </Page>
  );
}
