import type { ReactNode } from 'react';
import { ChevronDownIcon, PinIcon, SearchIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import styles from './home-header.module.css';

type Props = { name?: string; countryName?: string; flag?: ReactNode; onCountry: () => void; onSearch: () => void };

/** The brand header of Home: logo, greeting, the country chip (opens choose_country) and the food search box. */
export function HomeHeader({ name, countryName, flag, onCountry, onSearch }: Props) {
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
      {/* The page's one heading (Home has no navigation bar title). */}
      <h1 className={styles.greeting}>{name ? t('home.greeting_name', { name }) : t('home.greeting')}</h1>
      <p className={styles.tagline}>{t('home.tagline')}</p>
      <button type="button" className={styles.search} onClick={onSearch} data-testid="home-search">
        <SearchIcon size={18} />
        <span>{t('home.search')}</span>
      </button>
    </header>
  );
}
