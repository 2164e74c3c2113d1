import type { OrderDetail } from '@wayfare/contracts';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '@/components/ui/icons';
import { copyText } from '@/lib/clipboard';
import { useOrderFormat } from '../hooks/use-order-format';
import styles from './order-info.module.css';

/** Order number (with copy), the note, and when it was ordered, paid, delivered or refunded. */
export function OrderInfo({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { time } = useOrderFormat();
  const rows: [string, string][] = [
    ['order.detail.created', time(o.createdAt)],
    [
      'order.detail.payment',
      o.payStatus === 1
        ? o.payer
          ? t('order.detail.paid_by', { name: o.payer.name })
          : t('order.detail.paid_wallet_unit', { unit: o.payment?.fromUnit ?? o.unit })
        : t('order.detail.unpaid'),
    ],
    ['order.detail.paid', time(o.paidAt)],
    ['order.detail.completed', time(o.completedAt)],
    ['order.detail.refunded', time(o.refundedAt)],
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
