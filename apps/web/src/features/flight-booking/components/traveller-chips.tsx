import { useTranslation } from '@/i18n/use-translation';
import type { Traveller } from '../api/get-travellers';
import { sameDocument } from '../utils/booking-form';
import styles from './traveller-chips.module.css';

type Props = {
  travellers: Traveller[];
  /** Document numbers of the passengers filled in now, as typed. */
  filled: string[];
  /** Whether a passenger form is still empty to take a traveller. */
  hasRoom: boolean;
  onAdd: (t: Traveller) => void;
  onRemove: (t: Traveller) => void;
};

/** Saved travellers as chips above the forms: a tap fills the next empty passenger, another tap clears them. */
export function TravellerChips({ travellers, filled, hasRoom, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="wf-saved-travellers">
      <h3 id="wf-saved-travellers" className={styles.title}>
        {t('flightBooking.travellers.quick')}
      </h3>
      <div className={styles.chips}>
        {travellers.map((p) => {
          const on = filled.some((n) => sameDocument(n, p.idNumber));
          return (
            <button
              key={p.id}
              type="button"
              aria-pressed={on}
              disabled={!on && !hasRoom}
              className={`${styles.chip} ${on ? styles.on : ''}`}
              onClick={() => (on ? onRemove(p) : onAdd(p))}
              data-testid="traveller-chip"
            >
              {on && (
                <span aria-hidden="true" className={styles.tick}>
                  ✓
                </span>
              )}
              {p.name}
            </button>
          );
        })}
      </div>
    </section>
  );
}
