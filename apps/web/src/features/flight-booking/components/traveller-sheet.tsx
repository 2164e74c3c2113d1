import { BottomPopup } from '@/components/ui/bottom-popup';
import { useTranslation } from '@/i18n/use-translation';
import type { Traveller } from '../api/get-travellers';
import styles from './traveller-sheet.module.css';

type Props = {
  visible: boolean;
  travellers: Traveller[];
  /** Ids already filled in on another passenger. */
  taken: string[];
  onPick: (t: Traveller) => void;
  onClose: () => void;
};

/** Saved travellers to fill a passenger with; the document number is shown with all but 4 characters hidden. */
export function TravellerSheet({ visible, travellers, taken, onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <BottomPopup visible={visible} onClose={onClose} title={t('flightBooking.travellers.title')}>
      <ul className={styles.list}>
        {travellers.map((p) => {
          const used = taken.includes(p.idNumber);
          return (
            <li key={p.id}>
              <button
                type="button"
                className={styles.item}
                disabled={used}
                onClick={() => onPick(p)}
                data-testid="traveller-option"
              >
                <span className={styles.avatar} aria-hidden="true">
                  {p.name.slice(0, 1).toUpperCase()}
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{p.name}</span>
                  <span className={styles.doc}>
                    {t(`flightBooking.id_type.${p.idType}`, { defaultValue: p.idType })} ·{' '}
                    {`•••• ${p.idNumber.slice(-4)}`}
                  </span>
                </span>
                {used && <span className={styles.used}>{t('flightBooking.travellers.added')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </BottomPopup>
  );
}
