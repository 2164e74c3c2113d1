import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/lib/use-money';
import type { PriceBreakdown as Breakdown } from '../utils/price';
import styles from './price-breakdown.module.css';

type Props = { price: Breakdown; unit: string };

/** Tickets x passengers, extra baggage, and the total that is sent and paid. */
export function PriceBreakdown({ price, unit }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <dl className={styles.list} data-testid="price-breakdown">
      <div className={styles.row}>
        <dt>{t('flightBooking.price.tickets', { price: money(price.ticketPrice, unit), count: price.seats })}</dt>
        <dd data-testid="price-tickets">{money(price.tickets, unit)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('flightBooking.price.baggage', { kg: price.extraBaggageKg })}</dt>
        <dd data-testid="price-extras">{money(price.extras, unit)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{t('flightBooking.price.total')}</dt>
        <dd data-testid="price-total">
          <PriceTag amount={price.total} unit={unit} size="lg" />
        </dd>
      </div>
    </dl>
  );
}
