import type { ReactNode } from 'react';
import { Countdown } from './countdown';
import styles from './quote-rows.module.css';

export type QuoteRow = { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean };

/**
 * The rows of a conversion quote (amounts, rate, how long it holds), as the convert and pay-shortfall
 * sheets show them. `boxed` gives the rows their own grey box when the sheet has none around them.
 */
export function QuoteRows({ rows, boxed }: { rows: QuoteRow[]; boxed?: boolean }) {
  return (
    <dl className={`${styles.rows} ${boxed ? styles.boxed : ''}`}>
      {rows.map((r, i) => (
        // The rows of a quote are fixed in number and order.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} className={r.strong ? styles.strong : undefined}>
          <dt>{r.label}</dt>
          <dd data-testid={r.testId}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How long a quote holds: a countdown, then the expired text. */
export function QuoteValidity({
  expiresAt,
  expired,
  expiredText,
  onEnd,
  testId,
}: {
  expiresAt: string | null | undefined;
  expired: boolean;
  expiredText: string;
  onEnd: () => void;
  testId: string;
}) {
  return expired || !expiresAt ? (
    <span className={styles.expired} data-testid={testId}>
      {expiredText}
    </span>
  ) : (
    <Countdown until={expiresAt} onEnd={onEnd} />
  );
}
