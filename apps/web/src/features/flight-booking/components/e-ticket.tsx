import type { OrderDetail } from '@wayfare/contracts';
import { QrCode } from '@/components/ui/qr-code';
import { useTranslation } from '@/i18n/use-translation';
import styles from './e-ticket.module.css';
import { FlightItinerary } from './flight-itinerary';

type Flight = NonNullable<OrderDetail['flight']>;
/** `issued` once paid, `pending` while unpaid, `void` once refunded or expired. */
export type TicketState = 'issued' | 'pending' | 'void';

type Props = { flight: Flight; passengers: OrderDetail['passengers']; state: TicketState };

/**
 * The e-ticket: booking reference in large type with its QR code (scanned at check-in), the itinerary
 * in each airport's time, and every passenger with their masked document. Before payment it reads
 * "issued once paid", after a refund "cancelled", and the code is hidden.
 */
export function ETicket({ flight: f, passengers, state }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.ticket} aria-label={t('flightBooking.ticket.title')} data-testid="e-ticket">
      <header className={`${styles.head} ${state === 'void' ? styles.void : ''}`}>
        <div className={styles.refBox}>
          <span className={styles.refLabel}>{t('flightBooking.ticket.ref')}</span>
          <strong className={styles.ref} data-testid="booking-ref">
            {f.bookingRef}
          </strong>
          <span className={styles.issued}>{t(`flightBooking.ticket.${state}`)}</span>
        </div>
        {state === 'issued' && f.bookingRef && (
          <QrCode value={f.bookingRef} size={84} label={t('flightBooking.ticket.qr', { ref: f.bookingRef })} />
        )}
      </header>
      <div className={styles.tear} aria-hidden="true" />
      <div className={styles.body}>
        <FlightItinerary
          flight={{
            flightNo: f.flightNo,
            airline: f.airline,
            airlineLogo: f.airlineLogo,
            cabin: f.cabin,
            start: f.start,
            startAirport: f.startAirport,
            startTimezone: f.startTimezone,
            end: f.end,
            endAirport: f.endAirport,
            endTimezone: f.endTimezone,
            departAt: f.departAt,
            arriveAt: f.arriveAt,
          }}
        />
        <ul className={styles.passengers}>
          {passengers.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the booking's passengers never reorder
            <li key={i} className={styles.passenger} data-testid="ticket-passenger">
              <span className={styles.pName}>{p.name}</span>
              <span className={styles.pDoc}>
                {t(`flightBooking.id_type.${p.idType}`, { defaultValue: p.idType })} {p.idNumber}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
