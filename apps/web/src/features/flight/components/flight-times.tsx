import type { AirlineTicket } from '@wayfare/contracts';
import { useTranslation } from '@/i18n/use-translation';
import { dayOffset, dayOffsetText, durationParts, localTime } from '@/lib/format';
import styles from './flight-times.module.css';

/** `07:10 BKK ──1h 10m──▶ 08:20+1 CNX`: each time on its own airport's clock. */
export function FlightTimes({ flight, size = 'md' }: { flight: AirlineTicket; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const days = dayOffset(flight.departAt, flight.startTimezone, flight.arriveAt, flight.endTimezone);
  const d = durationParts(flight.durationMin);
  return (
    <div className={`${styles.times} ${size === 'lg' ? styles.lg : ''}`}>
      <div className={styles.end}>
        <span className={styles.time} data-testid="depart-time">
          {localTime(flight.departAt, flight.startTimezone)}
        </span>
        <span className={styles.code}>{flight.startAirport}</span>
      </div>
      <div className={styles.middle}>
        <span className={styles.duration}>{t('flight.duration', d)}</span>
        <span className={styles.line} aria-hidden="true" />
        <span className={`${styles.direct} ${flight.stops > 0 ? styles.stops : ''}`} data-testid="flight-stops">
          <StopsText flight={flight} />
        </span>
      </div>
      <div className={`${styles.end} ${styles.arrive}`}>
        <span className={styles.time} data-testid="arrive-time">
          {localTime(flight.arriveAt, flight.endTimezone)}
          {days !== 0 && (
            <sup className={styles.plus} title={t('flight.next_day')}>
              {dayOffsetText(days)}
            </sup>
          )}
        </span>
        <span className={styles.code}>{flight.endAirport}</span>
      </div>
    </div>
  );
}

/** "Direct", or "1 stop · Hong Kong": the airports a flight calls at on the way. */
export function StopsText({ flight }: { flight: Pick<AirlineTicket, 'stops' | 'via'> }) {
  const { t } = useTranslation();
  if (flight.stops === 0) return t('flight.direct');
  return t('flight.stops', { count: flight.stops, via: flight.via.map((v) => v.city).join(', ') });
}
