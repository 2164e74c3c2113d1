import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, PinIcon } from '@/components/ui/icons';
import styles from './home-header.module.css';

type Props = { name?: string; countryName?: string; flag?: ReactNode; onCountry: () => void };

/** The brand header of Home: logo, greeting and the country chip (opens choose_country). */
export function HomeHeader({ name, countryName, flag, onCountry }: Props) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <img src="/logo.svg" alt="" width={32} height={32} className={styles.logo} />
        <span className={styles.brand}>{t('app.name')}</span>
        <button type="button" className={styles.country} onClick={onCountry} aria-label={t('home.change_country')}>
          <span className={styles.pill}>
            {flag ?? <PinIcon size={16} />}
            <span className={styles.countryName}>{countryName || t('home.choose_country')}</span>
            <ChevronDownIcon size={14} />
          </span>
        </button>
      </div>
      <p className={styles.greeting}>{name ? t('home.greeting_name', { name }) : t('home.greeting')}</p>
      <p className={styles.tagline}>{t('home.tagline')}</p>
    </header>
  );
}
