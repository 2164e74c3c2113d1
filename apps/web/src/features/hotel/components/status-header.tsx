import type { OrderDetail } from '@wayfare/contracts';
import { useTranslation } from 'react-i18next';
import { Countdown } from '@/components/ui/countdown';
import { useMoney } from '@/lib/use-money';
import styles from './status-header.module.css';

/** How a hotel booking reads: the order's status in stay words. */
export type StayView = 'unpaid' | 'expired' | 'confirmed' | 'completed' | 'cancelling' | 'cancelled';

const tone: Record<StayView, string> = {
  unpaid: 'pending',
  expired: 'muted',
  confirmed: 'success',
  completed: 'info',
  cancelling: 'pending',
  cancelled: 'muted',
};

type Props = { view: StayView; order: OrderDetail; onExpired?: () => void };

/** The top of the booking: its state, what it means, the room hold counting down while unpaid. */
export function StatusHeader({ view, order: o, onExpired }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  // A refund goes back in the currency paid from, at the rate paid: a full one is exactly what was paid there.
  const refunded =
    o.payment && o.refundAmount === o.amount
      ? money(o.payment.fromAmount, o.payment.fromUnit)
      : money(o.refundAmount, o.unit);
  return (
    <section className={`${styles.header} ${styles[tone[view]]}`} data-testid="status-header" data-status={view}>
      <h2 className={styles.title}>{t(`hotel.status.${view}`)}</h2>
      <p className={styles.desc}>
        {view === 'cancelled'
          ? o.refundAmount > 0
            ? t('hotel.status_desc.cancelled', { amount: refunded })
            : t('hotel.status_desc.cancelled_nothing')
          : t(`hotel.status_desc.${view}`)}
      </p>
      {view === 'unpaid' && o.expiresAt && (
        <p className={styles.timer} data-testid="room-hold">
          <span>{t('hotel.confirm.held')}</span>
          <Countdown until={o.expiresAt} onEnd={onExpired} className={styles.countdown} />
        </p>
      )}
    </section>
  );
}
