import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { backOrHome } from '@/lib/navigation';
import styles from './nav-bar.module.css';

export type NavBarProps = {
  title?: ReactNode;
  /** Hide the back button (tab pages, choose_country at start). */
  showBack?: boolean;
  right?: ReactNode;
  /** Replace the default back (home when this is the only page, else one page back). */
  onBack?: () => void;
  transparent?: boolean;
};

/** The custom navigation bar of every page (spec section 2), sticky under the top safe area. */
export function NavBar({ title, showBack = true, right, onBack, transparent }: NavBarProps) {
  const { t } = useTranslation();
  return (
    <header className={transparent ? `${styles.bar} ${styles.transparent}` : styles.bar}>
      <div className={styles.inner}>
        <div className={styles.side}>
          {showBack && (
            <button type="button" className={styles.back} onClick={onBack ?? backOrHome} aria-label={t('common.back')}>
              <span className={styles.arrow} />
            </button>
          )}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={`${styles.side} ${styles.right}`}>{right}</div>
      </div>
    </header>
  );
}
