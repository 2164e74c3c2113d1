import type { AirlineTicket } from '@wayfare/contracts';
import { LazyImage } from '@/components/ui/lazy-image';
import { useTranslation } from '@/i18n/use-translation';
import { dayOffset, dayOffsetText, durationParts, localDateText, localTime, useIntlLocale } from '@/lib/format';
import { StopsText } from './flight-times';
import styles from './itinerary.module.css';

/** The flight as a timeline: departure and arrival on their airports' clocks and dates, duration, aircraft. */
export function Itinerary({ flight }: { flight: AirlineTicket }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const days = dayOffset(flight.departAt, flight.startTimezone, flight.arriveAt, flight.endTimezone);
  return (
    <section className={styles.card} aria-label={t('flight.detail.itinerary')}>
      <div className={styles.head}>
        <LazyImage src={flight.airlineLogo} alt="" className={styles.logo} round eager />
        <span className={styles.airline}>{flight.aviationName}</span>
        <span className={styles.no}>{flight.flightNo}</span>
        <span className={styles.direct}>
          <StopsText flight={flight} />
        </span>
      </div>
      <ol className={styles.timeline}>
        <li className={styles.stop}>
          <span className={styles.time}>{localTime(flight.departAt, flight.startTimezone)}</span>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.place}>
            <span className={styles.city}>
              {flight.start} <span className={styles.code}>{flight.startAirport}</span>
            </span>
            <span className={styles.airport}>{flight.startAirportName}</span>
            <span className={styles.date}>{localDateText(flight.departAt, flight.startTimezone, locale)}</span>
          </span>
        </li>
        <li className={styles.leg}>
          <span className={styles.legText}>
            {t('flight.duration', durationParts(flight.durationMin))} · {flight.aircraft}
          </span>
        </li>
        <li className={styles.stop}>
          <span className={styles.time}>
            {localTime(flight.arriveAt, flight.endTimezone)}
            {days !== 0 && <sup className={styles.plus}>{dayOffsetText(days)}</sup>}
          </span>
          <span className={`${styles.dot} ${styles.dotEnd}`} aria-hidden="true" />
          <span className={styles.place}>
            <span className={styles.city}>
              {flight.end} <span className={styles.code}>{flight.endAirport}</span>
            </span>
            <span className={styles.airport}>{flight.endAirportName}</span>
            <span className={styles.date}>{localDateText(flight.arriveAt, flight.endTimezone, locale)}</span>
          </span>
        </li>
      </ol>
      <p className={styles.note}>{t('flight.detail.local_times')}</p>
    </section>
  );
}
