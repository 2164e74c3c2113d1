import type { AirlineTicket } from '@wayfare/contracts';
import type { Cabin } from '@wayfare/contracts/enums';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import styles from './fare-options.module.css';
import { FEW_SEATS } from './flight-card';

type Props = {
  fares: AirlineTicket['fares'];
  cabin: Cabin;
  pax: number;
  baggageKg: Record<Cabin, number>;
  freeChangeHours: number;
  onPick: (c: Cabin) => void;
};

/** Each cabin with its price per passenger, seats left and what the fare allows; sold-out ones are shown off. */
export function FareOptions({ fares, cabin, pax, baggageKg, freeChangeHours, onPick }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="fare-title">
      <h2 id="fare-title" className={styles.title}>
        {t('flight.detail.choose_cabin')}
      </h2>
      <div className={styles.list} role="radiogroup" aria-labelledby="fare-title">
        {fares.map((f) => {
          const short = f.seatsLeft < pax;
          const on = f.cabin === cabin;
          return (
            // biome-ignore lint/a11y/useSemanticElements: fares behave as a radio group
            <button
              key={f.cabin}
              type="button"
              role="radio"
              aria-checked={on}
              disabled={f.seatsLeft === 0}
              className={`${styles.fare} ${on ? styles.on : ''} ${f.seatsLeft === 0 ? styles.out : ''}`}
              onClick={() => onPick(f.cabin)}
              data-testid="fare-option"
              data-cabin={f.cabin}
            >
              <span className={styles.top}>
                <span className={styles.cabin}>{t(`flight.cabin.${f.cabin}`)}</span>
                {f.promo && <span className={styles.promo}>{t('flight.promo')}</span>}
                <span className={styles.price}>
                  {f.seatsLeft === 0 ? t('flight.sold_out') : <PriceTag amount={f.price} unit={f.unit} size="md" />}
                </span>
              </span>
              <span className={styles.perks}>
                <span>{t('flight.detail.checked_kg', { kg: baggageKg[f.cabin] })}</span>
                <span className={f.promo ? styles.warn : styles.ok}>
                  {f.promo
                    ? t('flight.detail.promo_rules')
                    : t('flight.detail.free_change', { hours: freeChangeHours })}
                </span>
              </span>
              {f.seatsLeft > 0 && (f.seatsLeft < FEW_SEATS || short) && (
                <span className={styles.seats}>
                  {short
                    ? t('flight.detail.not_enough', { count: f.seatsLeft })
                    : t('flight.seats_left', { count: f.seatsLeft })}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
}
