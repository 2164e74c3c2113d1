import type { OrderDetail } from '@wayfare/contracts';
import { CopyIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { copyText } from '@/lib/clipboard';
import { useDateFormat } from '@/lib/format';
import styles from './order-info.module.css';

/** Order number (with copy), the note, and when it was ordered, paid, delivered or refunded. */
export function OrderInfo({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const rows: [string, string][] = [
    ['order.detail.created', dateTime(o.createdAt)],
    [
      'order.detail.payment',
      o.payStatus === 1
        ? o.payer
          ? t('order.detail.paid_by', { name: o.payer.name })
          : t('order.detail.paid_wallet_unit', { unit: o.payment?.fromUnit ?? o.unit })
        : t('order.detail.unpaid'),
    ],
    ['order.detail.paid', dateTime(o.paidAt)],
    ['order.detail.completed', dateTime(o.completedAt)],
    ['order.detail.refunded', dateTime(o.refundedAt)],
    ['order.detail.remark', o.remark],
  ];
  return (
    <dl className={styles.info}>
      <div className={styles.row}>
        <dt>{t('order.detail.oid')}</dt>
        <dd className={styles.oid}>
          <span data-testid="order-oid">{o.oid}</span>
          <button
            type="button"
            className={styles.copy}
            onClick={() => void copyText(o.oid)}
            aria-label={t('order.detail.copy_oid')}
          >
            <CopyIcon size={14} />
            <span aria-hidden="true">{t('order.actions.copy')}</span>
          </button>
        </dd>
      </div>
      {rows
        .filter(([, value]) => value !== '')
        .map(([key, value]) => (
          <div key={key} className={styles.row}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
