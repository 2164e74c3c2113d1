import { CheckIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { amenityText } from '../utils/amenity-text';
import styles from './amenity-grid.module.css';

/** What the hotel offers, two columns of ticked amenities in the user's language. */
export function AmenityGrid({ amenities }: { amenities: readonly string[] }) {
  const { t } = useTranslation();
  if (amenities.length === 0) return null;
  return (
    <ul className={styles.grid} data-testid="amenities">
      {amenities.map((a) => (
        <li key={a} className={styles.item}>
          <CheckIcon size={14} className={styles.tick} />
          <span>{amenityText(t, a)}</span>
        </li>
      ))}
    </ul>
  );
}
