import type { OrderDetail } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import styles from './return-trip-card.module.css';

type Flight = NonNullable<OrderDetail['flight']>;

/**
 * The second half of a round trip: each leg is its own booking under its own fare rules, so once the
 * outbound is ticketed its page offers the return on the chosen date, after the outbound lands.
 */
export function ReturnTripCard({ flight: f, date, onFind }: { flight: Flight; date: string; onFind: () => void }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <section className={styles.card} aria-labelledby="wf-return-trip" data-testid="return-trip">
      <h3 id="wf-return-trip" className={styles.title}>
        {t('flightBooking.return.title')}
      </h3>
      <p className={styles.route}>
        {t('flightBooking.return.route', { from: f.end, to: f.start, date: formatYmd(date, locale) })}
      </p>
      <p className={styles.note}>{t('flightBooking.return.note')}</p>
      <Button color="primary" shape="rounded" block onClick={onFind} data-testid="find-return">
        {t('flightBooking.return.find')}
      </Button>
    </section>
  );
}
