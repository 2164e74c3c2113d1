import type { AirlineTicket } from '@wayfare/contracts';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import styles from './flight-card.module.css';
import { FlightTimes } from './flight-times';

/** Fewer seats than this says "N seats left" on the card. */
export const FEW_SEATS = 10;

type Props = { flight: AirlineTicket; cabin: string; onOpen: (f: AirlineTicket) => void };

/** One result: times on each airport's clock, airline, the lowest fare, seats left, promo, sold out greyed. */
export function FlightCard({ flight, cabin, onOpen }: Props) {
  const { t } = useTranslation();
  const fare =
    flight.fares.find((f) => f.cabin === cabin && f.seatsLeft > 0 && f.price === flight.lowestPrice) ??
    flight.fares.find((f) => f.seatsLeft > 0 && f.price === flight.lowestPrice);
  const seats = fare?.seatsLeft ?? 0;
  return (
    <button
      type="button"
      className={`${styles.card} ${flight.soldOut ? styles.soldOut : ''}`}
      onClick={() => onOpen(flight)}
      data-testid="flight-card"
      data-sold-out={flight.soldOut || undefined}
    >
      <div className={styles.main}>
        <FlightTimes flight={flight} />
        <div className={styles.airline}>
          <LazyImage src={flight.airlineLogo} alt="" className={styles.logo} round />
          <span className={styles.airlineName}>{flight.aviationName}</span>
          <span className={styles.flightNo}>{flight.flightNo}</span>
          <span className={styles.aircraft}>{flight.aircraft}</span>
        </div>
      </div>
      <div className={styles.side}>
        {flight.soldOut ? (
          <span className={styles.soldOutTag}>{t('flight.sold_out')}</span>
        ) : (
          <>
            <span data-testid="flight-price" data-amount={flight.lowestPrice}>
              <PriceTag amount={flight.lowestPrice} unit={flight.unit} size="md" />
            </span>
            {fare?.promo && <span className={styles.promo}>{t('flight.promo')}</span>}
            {seats > 0 && seats < FEW_SEATS && (
              <span className={styles.few} data-testid="seats-left">
                {t('flight.seats_left', { count: seats })}
              </span>
            )}
          </>
        )}
      </div>
    </button>
  );
}
