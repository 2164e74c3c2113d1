import type { ReactNode } from 'react';
import styles from './status-block.module.css';

type Props = {
  kind: 'empty' | 'error' | 'offline' | 'soon' | 'not-found';
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  compact?: boolean;
};

const art: Record<Props['kind'], string> = {
  empty: '/illustrations/empty.svg',
  error: '/illustrations/error.svg',
  offline: '/illustrations/offline.svg',
  soon: '/illustrations/coming-soon.svg',
  'not-found': '/illustrations/not-found.svg',
};

/** Illustration, title, explanation and an action: the empty, error, offline and "soon" screens. */
export function StatusBlock({ kind, title, description, children, compact }: Props) {
  return (
    <div className={compact ? `${styles.block} ${styles.compact}` : styles.block}>
      <img src={art[kind]} alt="" width={compact ? 120 : 180} height={compact ? 93 : 140} className={styles.art} />
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.text}>{description}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
