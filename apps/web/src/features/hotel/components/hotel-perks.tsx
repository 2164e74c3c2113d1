import { CheckIcon, ClockIcon, ShieldIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import styles from './hotel-perks.module.css';

const perks = [
  { key: 'nightly', Icon: CheckIcon },
  { key: 'cancel', Icon: ClockIcon },
  { key: 'currency', Icon: ShieldIcon },
] as const;

/** Why book here: what the search promises, under the form. */
export function HotelPerks() {
  const { t } = useTranslation();
  return (
    <section className={styles.perks} aria-label={t('hotel.perks.title')}>
      <h2 className={styles.title}>{t('hotel.perks.title')}</h2>
      <ul className={styles.list}>
        {perks.map(({ key, Icon }) => (
          <li key={key} className={styles.perk}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={18} />
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{t(`hotel.perks.${key}`)}</span>
              <span className={styles.desc}>{t(`hotel.perks.${key}_desc`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
