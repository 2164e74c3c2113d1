import type { ReactNode } from 'react';
import { Countdown } from './countdown';
import styles from './quote-rows.module.css';

export type QuoteRow = { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean };

type Validity = {
  label: ReactNode;
  expiresAt: string | null | undefined;
  expired: boolean;
  expiredText: string;
  onEnd: () => void;
  testId: string;
};

/**
 * The rows of a conversion quote (amounts, rate), then how long it holds (a countdown, then the expired
 * text), as the convert and pay-shortfall sheets show them. `boxed` gives the rows their own grey box
 * when the sheet has none around them.
 */
export function QuoteRows({ rows, validity, boxed }: { rows: QuoteRow[]; validity: Validity; boxed?: boolean }) {
  const v = validity;
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
      <div>
        <dt>{v.label}</dt>
        <dd>
          {v.expired || !v.expiresAt ? (
            <span className={styles.expired} data-testid={v.testId}>
              {v.expiredText}
            </span>
          ) : (
            <Countdown until={v.expiresAt} onEnd={v.onEnd} />
          )}
        </dd>
      </div>
    </dl>
  );
}
