import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import styles from './price-breakdown.module.css';

type Breakdown = {
  nights: { date: string; price: number }[];
  rooms: number;
  roomFee: number;
  serviceFee: number;
  total: number;
  unit: string;
};

/**
 * The price of a stay per spec section 3, in the hotel's currency: each night (weekend nights may cost
 * more) times the rooms, the room fee, the service fee and the total.
 */
export function PriceBreakdown({ breakdown: b, serviceFeeBp }: { breakdown: Breakdown; serviceFeeBp?: number }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const money = useMoney();
  return (
    <dl className={styles.rows} data-testid="price-breakdown">
      {b.nights.map((n) => (
        <div key={n.date} className={styles.night} data-testid="price-night">
          <dt>
            {formatYmd(n.date, locale)}
            {b.rooms > 1 && <span className={styles.times}> × {t('hotel.rooms', { count: b.rooms })}</span>}
          </dt>
          <dd>{money(n.price * b.rooms, b.unit)}</dd>
        </div>
      ))}
      <div className={styles.sub}>
        <dt>{t('hotel.price.room_fee', { count: b.nights.length })}</dt>
        <dd data-testid="price-room-fee">{money(b.roomFee, b.unit)}</dd>
      </div>
      <div className={styles.sub}>
        <dt>
          {serviceFeeBp !== undefined
            ? t('hotel.price.service_fee_pct', { pct: serviceFeeBp / 100 })
            : t('hotel.price.service_fee')}
        </dt>
        <dd data-testid="price-service-fee">{money(b.serviceFee, b.unit)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{t('hotel.price.total')}</dt>
        <dd data-testid="price-total">{money(b.total, b.unit)}</dd>
      </div>
      <p className={styles.note}>{t('hotel.price.currency_note', { unit: b.unit })}</p>
    </dl>
  );
}
