import type { RechargeRecord, WithdrawalRecord } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTag } from '@/components/ui/status-tag';
import { href, paths } from '@/config/paths';
import { type RecordKind, useRecord } from '@/features/wallet/api/find-record';
import { ResultHead } from '@/features/wallet/components/result-head';
import { WalletNotice } from '@/features/wallet/components/wallet-notice';
import styles from '@/features/wallet/components/wallet-screen.module.css';
import { maskAccount } from '@/features/wallet/utils/bank-fields';
import {
  RechargeStatus,
  rechargeStatusKey,
  rechargeTone,
  WithdrawalStatus,
  withdrawalStatusKey,
  withdrawalTone,
} from '@/features/wallet/utils/status';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { useDateFormat } from '@/lib/format';
import { back, navigate, redirect } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { useMoney } from '@/lib/use-money';

type Props = { kind?: string; id?: string };

/** Operator notes are free text; machine notes (`amount_mismatch`) are not for users. */
const userNote = (note: string) => (note && !/^[a-z_:]+$/.test(note) ? note : '');

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`${styles.row} ${strong ? styles.strong : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The result of a top-up or a withdrawal (`kind=recharge|withdraw&id=`): status, amount, bonus or fee,
 * method, time, reference and what happens next; opened after paying and from the records.
 */
export default function PayInfo({ kind, id = '' }: Props) {
  const { t } = useTranslation();
  const recordKind: RecordKind = kind === 'withdraw' ? 'withdraw' : 'recharge';
  const found = useRecord(recordKind, id, currentLocale());

  // Back to where the user came from (top-up form, records); a result opened on its own goes to the wallet.
  const done = () => {
    if (back() === 0) void redirect(paths.rechargeCenter);
  };

  let body: ReactNode;
  if (id === '') body = <EmptyState title={t('wallet.result.missing')} />;
  else if (found.isPending) body = <LoadingState variant="detail" />;
  else if (found.isError) body = <ErrorState error={found.error} onRetry={() => void found.refetch()} />;
  else if (!found.data) body = <EmptyState title={t('wallet.result.not_found')} />;
  else if (found.data.kind === 'recharge') body = <RechargeResult record={found.data.record} />;
  else body = <WithdrawalResult record={found.data.record} />;

  const tab = recordKind === 'withdraw' ? 'withdraw' : 'recharge';
  return (
    <Page
      title={t('pages.payInfo')}
      footer={
        <div className={styles.buttons}>
          <Button
            block
            fill="outline"
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => void navigate(href(paths.transactionRecord, { tab }))}
          >
            {t('wallet.result.view_records')}
          </Button>
          <Button block color="primary" shape="rounded" size="large" onClick={done} data-testid="result-done">
            {t('wallet.result.done')}
          </Button>
        </div>
      }
    >
      {body}
    </Page>
  );
}

function RechargeResult({ record }: { record: RechargeRecord }) {
  const { t } = useTranslation();
  const format = useMoney();
  const money = (minor: number) => format(minor, record.unit);
  const { dateTime } = useDateFormat();
  const user = useLoginUser();
  const status = record.status;
  // The balance of the wallet this top-up went to (the active one, or another currency held).
  const wallet =
    user?.wallet?.wallets?.find((w) => w.unit === record.unit) ??
    (user?.wallet?.unit === record.unit ? user.wallet : null);
  const paypalWaiting = status === RechargeStatus.UnderReview && record.channelCode === 'paypal';
  const title =
    status === RechargeStatus.Done
      ? t('wallet.result.recharge_done')
      : status === RechargeStatus.Failed
        ? t('wallet.result.recharge_failed')
        : paypalWaiting
          ? t('wallet.result.recharge_paypal_waiting')
          : t('wallet.result.recharge_review');
  const note = userNote(record.note);
  return (
    <div className={styles.body}>
      <ResultHead
        tone={rechargeTone(status)}
        title={title}
        amount={status === RechargeStatus.Failed ? money(record.amount) : `+${money(record.amount)}`}
        extra={
          record.bonus > 0 && status !== RechargeStatus.Failed
            ? t('wallet.result.bonus_line', { amount: money(record.bonus) })
            : undefined
        }
      />
      {status === RechargeStatus.UnderReview && !paypalWaiting && (
        <WalletNotice tone="info" title={t('wallet.result.review_next_title')}>
          <p>{t('wallet.result.review_next', { ref: record._id })}</p>
        </WalletNotice>
      )}
      {status === RechargeStatus.Failed && (
        <WalletNotice title={t('wallet.result.recharge_failed_title')}>
          <p>{t('wallet.result.recharge_failed_text')}</p>
        </WalletNotice>
      )}
      <section className={styles.section}>
        <dl className={styles.rows}>
          <Row label={t('wallet.result.status')}>
            <StatusTag tone={rechargeTone(status)}>{t(rechargeStatusKey(status))}</StatusTag>
          </Row>
          <Row label={t('wallet.result.amount')}>{money(record.amount)}</Row>
          {record.bonus > 0 && status !== RechargeStatus.Failed && (
            <Row label={t('wallet.result.bonus')}>{`+${money(record.bonus)}`}</Row>
          )}
          <Row label={t('wallet.result.method')}>{record.channelName}</Row>
          <Row label={t('wallet.result.time')}>{dateTime(record.createdAt)}</Row>
          {record.reviewedAt && status !== RechargeStatus.UnderReview && (
            <Row label={t(status === RechargeStatus.Done ? 'wallet.result.completed_at' : 'wallet.result.updated_at')}>
              {dateTime(record.reviewedAt)}
            </Row>
          )}
          <Row label={t('wallet.result.reference')}>{record._id}</Row>
          {note && <Row label={t('wallet.result.note')}>{note}</Row>}
          {status === RechargeStatus.Done && wallet && (
            <Row label={t('wallet.result.balance_now')} strong>
              <span data-testid="result-balance">{money(wallet.balance)}</span>
            </Row>
          )}
        </dl>
      </section>
    </div>
  );
}

function WithdrawalResult({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation();
  const format = useMoney();
  const money = (minor: number) => format(minor, record.unit);
  const { dateTime } = useDateFormat();
  const status = record.status;
  const titles: Record<number, string> = {
    [WithdrawalStatus.UnderReview]: t('wallet.result.withdraw_review'),
    [WithdrawalStatus.Transferring]: t('wallet.result.withdraw_transferring'),
    [WithdrawalStatus.Transferred]: t('wallet.result.withdraw_done'),
    [WithdrawalStatus.TransferFailed]: t('wallet.result.withdraw_failed'),
    [WithdrawalStatus.Rejected]: t('wallet.result.withdraw_rejected'),
  };
  const returned = status === WithdrawalStatus.TransferFailed || status === WithdrawalStatus.Rejected;
  const note = userNote(record.note);
  const to = [record.account.bank, maskAccount(record.account.account)].filter(Boolean).join(' ');
  return (
    <div className={styles.body}>
      <ResultHead
        tone={withdrawalTone(status)}
        title={titles[status] ?? t('wallet.result.withdraw_review')}
        amount={returned ? money(record.amount) : `-${money(record.amount)}`}
        extra={returned ? t('wallet.result.returned') : undefined}
      />
      {(status === WithdrawalStatus.UnderReview || status === WithdrawalStatus.Transferring) && (
        <WalletNotice tone="info" title={t('wallet.result.withdraw_next_title')}>
          <p>{t('wallet.result.withdraw_next')}</p>
        </WalletNotice>
      )}
      <section className={styles.section}>
        <dl className={styles.rows}>
          <Row label={t('wallet.result.status')}>
            <StatusTag tone={withdrawalTone(status)}>{t(withdrawalStatusKey(status))}</StatusTag>
          </Row>
          <Row label={t('wallet.result.amount')}>{money(record.amount)}</Row>
          <Row label={t('wallet.result.fee')}>{money(record.fee)}</Row>
          <Row label={t('wallet.result.receive')} strong>
            {money(record.amount - record.fee)}
          </Row>
          <Row label={t('wallet.result.to_account')}>{`${record.account.name} · ${to}`}</Row>
          <Row label={t('wallet.result.method')}>{record.channelName}</Row>
          <Row label={t('wallet.result.time')}>{dateTime(record.createdAt)}</Row>
          {record.reviewedAt && <Row label={t('wallet.result.updated_at')}>{dateTime(record.reviewedAt)}</Row>}
          <Row label={t('wallet.result.reference')}>{record._id}</Row>
          {note && <Row label={t('wallet.result.note')}>{note}</Row>}
        </dl>
      </section>
    </div>
  );
}
