import type { OrderDetail } from '@wayfare/contracts';
import { useTranslation } from 'react-i18next';
import { Countdown } from '@/components/ui/countdown';
import { useMoney } from '@/lib/use-money';
import styles from './flight-status-header.module.css';

/** How a flight booking reads: the order's status as the order feature names it, in travel words. */
export type FlightView = 'unpaid' | 'expired' | 'ticketed' | 'flown' | 'refunding' | 'refunded';

type Props = { view: FlightView; order: OrderDetail; onExpired?: () => void };

const tone: Record<FlightView, string> = {
  unpaid: 'pending',
  expired: 'muted',
  ticketed: 'success',
  flown: 'info',
  refunding: 'pending',
  refunded: 'muted',
};

/** The top of the booking: its state, what it means, the price lock counting down while unpaid. */
export function FlightStatusHeader({ view, order: o, onExpired }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  // A refund goes back in the currency paid from, at the rate paid: a full one is exactly what was paid there.
  const refunded =
    o.payment && o.refundAmount === o.amount
      ? money(o.payment.fromAmount, o.payment.fromUnit)
      : money(o.refundAmount, o.unit);
  return (
    <section className={`${styles.header} ${styles[tone[view]]}`} data-testid="status-header" data-status={view}>
      <h2 className={styles.title}>{t(`flightBooking.status.${view}`)}</h2>
      <p className={styles.desc}>
        {view === 'refunded'
          ? t('flightBooking.status_desc.refunded', { amount: refunded })
          : t(`flightBooking.status_desc.${view}`)}
      </p>
      {view === 'unpaid' && o.expiresAt && (
        <p className={styles.timer} data-testid="price-lock">
          <span>{t('flightBooking.confirm.locked')}</span>
          <Countdown until={o.expiresAt} onEnd={onExpired} className={styles.countdown} />
        </p>
      )}
    </section>
  );
}
