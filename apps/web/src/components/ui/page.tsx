import type { ReactNode } from 'react';
import { NavBar, type NavBarProps } from './nav-bar';
import styles from './page.module.css';

type PageProps = NavBarProps & {
  children: ReactNode;
  /** Sticky bottom area (action buttons), above the bottom safe area. */
  footer?: ReactNode;
  /** No nav bar (home, login draw their own header). */
  bare?: boolean;
  /** White page background instead of the grey list background. */
  plain?: boolean;
  className?: string;
};

/** A screen: nav bar, scrolling content, optional sticky footer; honours the safe areas. */
export function Page({ children, footer, bare, plain, className, ...nav }: PageProps) {
  return (
    <div className={`${styles.page} ${plain ? styles.plain : ''} ${className ?? ''}`}>
      {!bare && <NavBar {...nav} />}
      <main className={styles.content}>{children}</main>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
