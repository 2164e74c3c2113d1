import type { Tone } from '../utils/status';
import styles from './status-tag.module.css';

/** A small coloured status pill (under review, done, failed...). */
export function StatusTag({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className={`${styles.tag} ${styles[tone]}`} data-testid="status-tag">
      {children}
    </span>
  );
}
