import { ClockIcon, ShieldIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import styles from './flight-perks.module.css';

/** What every fare includes, said before the search (spec section 9's policy in a line each). */
export function FlightPerks() {
  const { t } = useTranslation();
  const perks = [
    { key: 'baggage', icon: <span aria-hidden="true">🧳</span> },
    { key: 'change', icon: <ClockIcon size={20} /> },
    { key: 'secure', icon: <ShieldIcon size={20} /> },
  ];
  return (
    <ul className={styles.perks}>
      {perks.map((p) => (
        <li key={p.key} className={styles.perk}>
          <span className={styles.icon}>{p.icon}</span>
          <span className={styles.title}>{t(`flight.perks.${p.key}`)}</span>
          <span className={styles.text}>{t(`flight.perks.${p.key}_desc`)}</span>
        </li>
      ))}
    </ul>
  );
}
