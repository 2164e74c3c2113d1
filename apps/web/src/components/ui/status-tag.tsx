import type { ComponentProps, ReactNode } from 'react';
import styles from './status-tag.module.css';

/** The colour of a status: waiting, done, failed, moving along, or over. */
export type Tone = 'pending' | 'success' | 'danger' | 'info' | 'muted';

type Props = Omit<ComponentProps<'span'>, 'className' | 'children'> & {
  tone: Tone;
  children: ReactNode;
  /** Let a long label wrap inside the pill (default: one line). */
  wrap?: boolean;
};

/** A small coloured status pill (under review, done, failed, awaiting payment...). */
export function StatusTag({ tone, children, wrap = false, ...rest }: Props) {
  return (
    <span
      data-testid="status-tag"
      {...rest}
      className={`${styles.tag} ${wrap ? styles.wrap : styles.nowrap} ${styles[tone]}`}
    >
      {children}
    </span>
  );
}
