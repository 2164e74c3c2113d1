import type { RechargeRecord, TransactionRecord, WithdrawalRecord } from '@wayfare/contracts';
import { StatusTag } from '@/components/ui/status-tag';
import { useTranslation } from '@/i18n/use-translation';
import { useDateFormat, useIntlLocale } from '@/lib/format';
import { formatRate } from '@/lib/money';
import { useMoney } from '@/lib/use-money';
import {
  RechargeStatus,
  rechargeStatusKey,
  rechargeTone,
  TransactionType,
  transactionTypeKey,
  WithdrawalStatus,
  withdrawalStatusKey,
  withdrawalTone,
} from '../utils/status';
import { ChannelIcon } from './channel-icon';
import styles from './record-items.module.css';

/** Why a wallet line happened, when its type alone does not say (a payout that went through, money back). */
function memoKey(memo: string): string | null {
  if (memo.startsWith('withdrawal_paid')) return 'wallet.memo.withdrawal_paid';
  if (memo === 'withdrawal_failed') return 'wallet.memo.withdrawal_failed';
  if (memo === 'withdrawal_rejected') return 'wallet.memo.withdrawal_rejected';
  if (memo === 'demo') return 'wallet.memo.demo';
  if (memo === 'referral_released') return 'wallet.memo.referral_released';
  return null;
}

const credit = (r: TransactionRecord) => r.amount > 0;

/** The top-up or withdrawal a wallet line belongs to (`recharge:12`, `withdrawal:7`), for its details. */
export function recordOfRef(ref: string | null): { kind: 'recharge' | 'withdraw'; id: string } | null {
  const m = /^(recharge|withdrawal):(\d+)$/.exec(ref ?? '');
  if (!m) return null;
  return { kind: m[1] === 'recharge' ? 'recharge' : 'withdraw', id: m[2] as string };
}

type TransactionProps = { record: TransactionRecord; onOpen?: () => void };

/**
 * One line of the wallet record: type, time, signed amount and balance after in the currency of the wallet
 * it moved, related order; a conversion (or a payment from another currency) shows both sides and the rate.
 */
export function TransactionItem({ record, onOpen }: TransactionProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const locale = useIntlLocale();
  const { dateTime } = useDateFormat();
  const amount = money(Math.abs(record.amount), record.unit);
  const fx = record.fx;
  const memo = memoKey(record.memo);
  const sign = record.amount > 0 ? '+' : record.amount < 0 ? '-' : '';
  const kind =
    record.type === TransactionType.Withdrawal || record.type === TransactionType.OfflineWithdrawal
      ? 'out'
      : credit(record)
        ? 'in'
        : record.amount < 0
          ? 'out'
          : 'zero';
  const Tag = onOpen ? 'button' : 'div';
  return (
    <Tag
      {...(onOpen ? { type: 'button' as const, onClick: onOpen } : {})}
      className={styles.item}
      data-testid="transaction-item"
      data-type={record.type}
    >
      <span className={`${styles.dir} ${styles[kind]}`} aria-hidden="true">
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
        >
          {kind === 'in' ? (
            <path d="M12 19V5m0 14-6-6m6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <path d="M12 5v14m0-14-6 6m6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
          )}
        </svg>
      </span>
      <div className={styles.main}>
        <span className={styles.title}>{t(transactionTypeKey(record.type))}</span>
        {memo && <span className={styles.sub}>{t(memo)}</span>}
        {fx && (
          <span className={styles.sub} data-testid="transaction-fx">
            {t('wallet.record.fx', {
              from: money(fx.fromAmount, fx.fromUnit),
              to: money(fx.toAmount, fx.toUnit),
              rate: formatRate(fx.rate, fx.fromUnit, fx.toUnit, locale),
            })}
          </span>
        )}
        {record.oid && <span className={styles.sub}>{t('wallet.record.order', { oid: record.oid })}</span>}
        <span className={styles.time}>{dateTime(record.createdAt)}</span>
      </div>
      <div className={styles.side}>
        <span
          className={`${styles.amount} ${record.amount > 0 ? styles.plus : record.amount < 0 ? styles.minus : styles.flat}`}
        >
          {sign}
          {amount}
        </span>
        <span className={styles.after}>
          {t('wallet.record.balance_after', { amount: money(record.balanceAfter, record.unit) })}
        </span>
      </div>
    </Tag>
  );
}

type RechargeProps = { record: RechargeRecord; onOpen?: () => void };

export function RechargeItem({ record, onOpen }: RechargeProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const money = (minor: number) => format(minor, record.unit);
  const { dateTime } = useDateFormat();
  return (
    <button type="button" className={styles.item} onClick={onOpen} data-testid="recharge-item">
      <ChannelIcon kind={record.channelCode} size={36} />
      <div className={styles.main}>
        <span className={styles.title}>{record.channelName}</span>
        {record.bonus > 0 && record.status !== RechargeStatus.Failed && (
          <span className={styles.bonus}>{t('wallet.record.bonus', { amount: money(record.bonus) })}</span>
        )}
        <span className={styles.time}>{dateTime(record.createdAt)}</span>
      </div>
      <div className={styles.side}>
        {/* Only a completed top-up added money; a failed one is struck through, a pending one muted. */}
        {record.status === RechargeStatus.Failed ? (
          <s className={`${styles.amount} ${styles.void}`}>{money(record.amount)}</s>
        ) : (
          <span className={`${styles.amount} ${record.status === RechargeStatus.Done ? styles.plus : styles.pending}`}>
            +{money(record.amount)}
          </span>
        )}
        <StatusTag tone={rechargeTone(record.status)}>{t(rechargeStatusKey(record.status))}</StatusTag>
      </div>
    </button>
  );
}

type WithdrawalProps = { record: WithdrawalRecord; onOpen?: () => void };

export function WithdrawalItem({ record, onOpen }: WithdrawalProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const money = (minor: number) => format(minor, record.unit);
  const { dateTime } = useDateFormat();
  const to = [record.account.bank || record.channelName, record.account.account].filter(Boolean).join(' ');
  return (
    <button type="button" className={styles.item} onClick={onOpen} data-testid="withdrawal-item">
      <ChannelIcon kind={record.account.type} size={36} />
      <div className={styles.main}>
        <span className={styles.title}>{t('wallet.record.to', { account: to })}</span>
        {record.fee > 0 && <span className={styles.sub}>{t('wallet.record.fee', { amount: money(record.fee) })}</span>}
        <span className={styles.time}>{dateTime(record.createdAt)}</span>
      </div>
      <div className={styles.side}>
        {/* Failed and rejected withdrawals came back to the wallet: nothing left it. */}
        {record.status === WithdrawalStatus.TransferFailed || record.status === WithdrawalStatus.Rejected ? (
          <s className={`${styles.amount} ${styles.void}`}>{money(record.amount)}</s>
        ) : (
          <span className={`${styles.amount} ${styles.minus}`}>-{money(record.amount)}</span>
        )}
        <StatusTag tone={withdrawalTone(record.status)}>{t(withdrawalStatusKey(record.status))}</StatusTag>
      </div>
    </button>
  );
}
