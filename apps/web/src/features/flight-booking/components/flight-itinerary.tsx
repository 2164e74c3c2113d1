import type { Cabin } from '@wayfare/contracts';
import { useTranslation } from '@/i18n/use-translation';
import { dayOffset, durationMinutes, localDateText, localTime, useIntlLocale } from '@/lib/format';
import styles from './flight-itinerary.module.css';

export type Itinerary = {
  flightNo: string;
  airline: string;
  airlineLogo: string;
  aircraft?: string;
  cabin?: Cabin;
  start: string;
  startAirport: string;
  startAirportName?: string;
  startTimezone: string;
  end: string;
  endAirport: string;
  endAirportName?: string;
  endTimezone: string;
  departAt: string;
  arriveAt: string;
  /** Airports called at on the way (a search result names their cities; a booking keeps their codes). */
  via?: ReadonlyArray<string | { city: string }>;
};

type Props = { flight: Itinerary; compact?: boolean };

/** Departure and arrival as the traveller reads them: local times at each airport, the day, the duration. */
export function FlightItinerary({ flight: f, compact }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const minutes = durationMinutes(f.departAt, f.arriveAt);
  const plus = dayOffset(f.departAt, f.startTimezone, f.arriveAt, f.endTimezone);
  return (
    <div className={`${styles.itinerary} ${compact ? styles.compact : ''}`} data-testid="flight-itinerary">
      <div className={styles.airline}>
        {f.airlineLogo && (
          <img className={styles.logo} src={f.airlineLogo} alt="" width={20} height={20} loading="lazy" />
        )}
        <span className={styles.airlineName}>{f.airline}</span>
        <span className={styles.flightNo}>{f.flightNo}</span>
        {f.aircraft && <span className={styles.aircraft}>{f.aircraft}</span>}
        {f.cabin && <span className={styles.cabin}>{t(`flightBooking.cabin.${f.cabin}`)}</span>}
      </div>
      <div className={styles.route}>
        <div className={styles.end}>
          <time className={styles.clock} dateTime={f.departAt}>
            {localTime(f.departAt, f.startTimezone)}
          </time>
          <span className={styles.code}>{f.startAirport}</span>
          <span className={styles.city}>
            {f.startAirportName && !compact ? `${f.start} · ${f.startAirportName}` : f.start}
          </span>
        </div>
        <div className={styles.middle}>
          <span className={styles.duration}>
            {t('flightBooking.flight.duration', { h: Math.floor(minutes / 60), m: minutes % 60 })}
          </span>
          <span className={styles.line} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="16" height="16" className={styles.plane} aria-hidden="true">
              <path
                fill="currentColor"
                d="M21 16v-2l-8-5V3.5A1.5 1.5 0 0 0 11.5 2 1.5 1.5 0 0 0 10 3.5V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"
                transform="rotate(90 12 12)"
              />
            </svg>
          </span>
          <span className={styles.direct} data-testid="itinerary-stops">
            {f.via?.length
              ? t('flightBooking.flight.stops', {
                  count: f.via.length,
                  via: f.via.map((v) => (typeof v === 'string' ? v : v.city)).join(', '),
                })
              : t('flightBooking.flight.direct')}
          </span>
        </div>
        <div className={`${styles.end} ${styles.arrive}`}>
          <time className={styles.clock} dateTime={f.arriveAt}>
            {localTime(f.arriveAt, f.endTimezone)}
            {plus > 0 && <sup className={styles.plus}>+{plus}</sup>}
          </time>
          <span className={styles.code}>{f.endAirport}</span>
          <span className={styles.city}>{f.endAirportName && !compact ? `${f.end} · ${f.endAirportName}` : f.end}</span>
        </div>
      </div>
      {!compact && (
        <p className={styles.date}>
          {t('flightBooking.flight.departs_local', { date: localDateText(f.departAt, f.startTimezone, locale) })}
        </p>
      )}
    </div>
  );
}
