import type { ReactNode } from 'react';
import styles from './wallet-notice.module.css';

type Props = {
  tone?: 'warning' | 'info';
  title: string;
  children?: ReactNode;
  /** The way out: a button that fixes it. */
  action?: { label: string; onClick: () => void };
  testId?: string;
};

/** Guidance in the flow of a wallet screen: what blocks the user, and one button to fix it. */
export function WalletNotice({ tone = 'warning', title, children, action, testId }: Props) {
  return (
    <section className={`${styles.notice} ${styles[tone]}`} data-testid={testId}>
      <span className={styles.icon} aria-hidden="true">
        {tone === 'warning' ? '!' : 'i'}
      </span>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        {children && <div className={styles.text}>{children}</div>}
        {action && (
          <button type="button" className={styles.action} onClick={action.onClick}>
            {action.label}
          </button>
        )}
      </div>
    </section>
  );
}
