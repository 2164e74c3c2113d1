import type { OrderDetail } from '@wayfare/contracts';
import { useTranslation } from 'react-i18next';
import { Countdown } from '@/components/ui/countdown';
import { useDateFormat } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import { OrderStatus, statusKey, statusTone, statusView } from '../utils/status';
import styles from './status-header.module.css';

type Props = {
  order: OrderDetail;
  /** Called once when the pay window closes (keep it stable). */
  onExpired?: () => void;
};

/**
 * What came back, in the currency it went back to: an order paid from another balance is refunded into
 * that balance at the rate paid, so a full refund returns exactly what was paid there.
 */
function refundedText(o: Props['order'], money: (minor: number, unit: string) => string): string {
  const refunded = o.refundAmount || o.amount;
  if (o.payment && refunded === o.amount) return money(o.payment.fromAmount, o.payment.fromUnit);
  return money(refunded, o.unit);
}

/** The top of the order page: the status in words, what it means, and the time that matters now. */
export function StatusHeader({ order: o, onExpired }: Props) {
  const { t } = useTranslation();
  const { clock } = useDateFormat();
  const money = useMoney();
  const view = statusView(o);
  const tone = statusTone(view);
  const eta = o.nextStepAt
    ? o.status === OrderStatus.Delivering
      ? t('order.eta.arrival', { time: clock(o.nextStepAt) })
      : t('order.eta.next', { time: clock(o.nextStepAt) })
    : null;
  return (
    <section className={`${styles.header} ${styles[tone]}`} data-testid="status-header" data-status={view}>
      <h2 className={styles.title}>{t(statusKey(view))}</h2>
      <p className={styles.desc}>
        {view === 'refunded'
          ? t('order.status_desc.refunded', { amount: refundedText(o, money) })
          : t(`order.status_desc.${view}`)}
      </p>
      {view === 'cancelled' && o.cancelReason && (
        <p className={styles.desc} data-testid="cancel-reason">
          {t('order.cancel.reason_shown', { reason: o.cancelReason })}
        </p>
      )}
      {view === 'unpaid' && o.expiresAt && (
        <p className={styles.timer}>
          <span>{t('order.eta.pay_within')}</span>
          <Countdown until={o.expiresAt} onEnd={onExpired} className={styles.countdown} />
        </p>
      )}
      {eta && (
        <p className={styles.eta} data-testid="order-eta">
          {eta}
        </p>
      )}
    </section>
  );
}
