import type { Rebate, RebateStatus } from '@wayfare/contracts';
import { StatusTag, type Tone } from '@/components/ui/status-tag';
import { useTranslation } from '@/i18n/use-translation';
import { useDateFormat } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import styles from './referral-items.module.css';

const tone: Record<RebateStatus, Tone> = {
  pending: 'pending',
  credited: 'success',
  reversed: 'danger',
  capped: 'muted',
  refused: 'muted',
};

/** One reward or rebate: its kind, the friend, what it was computed on, its amount and state. */
export function RebateItem({ rebate }: { rebate: Rebate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { dateTime } = useDateFormat();
  const name = rebate.friendName || t('referral.friend.deleted');
  const struck = rebate.status === 'reversed';
  return (
    <div className={styles.item} data-testid="rebate">
      <div className={styles.main}>
        <span className={styles.title}>{t(`referral.rebate.type.${rebate.type}`)}</span>
        <span className={styles.sub}>
          {t('referral.rebate.from', { name })}
          {rebate.basisAmount > 0 &&
            ` · ${t('referral.rebate.basis', { amount: money(rebate.basisAmount, rebate.basisUnit) })}`}
        </span>
        <span className={styles.sub}>{dateTime(rebate.createdAt)}</span>
      </div>
      <div className={styles.side}>
        <span className={struck ? `${styles.amount} ${styles.struck}` : styles.amount}>
          {rebate.amount > 0 ? `+${money(rebate.amount, rebate.unit)}` : money(0, rebate.unit)}
        </span>
        <StatusTag tone={tone[rebate.status]}>{t(`referral.rebate.status.${rebate.status}`)}</StatusTag>
      </div>
    </div>
  );
}
