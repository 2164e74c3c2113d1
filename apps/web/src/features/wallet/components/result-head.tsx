import type { Tone } from '@/components/ui/status-tag';
import styles from './result-head.module.css';

type Props = { tone: Tone; title: string; amount: string; extra?: string };

const marks: Record<Tone, string> = {
  success: 'M6.5 12.5l3.8 3.8 7.2-8.3',
  pending: 'M12 7v5.2l3.3 2',
  info: 'M5 12h11.5m-4-4.5 4.5 4.5-4.5 4.5',
  danger: 'M8 8l8 8m0-8-8 8',
  muted: 'M8 8l8 8m0-8-8 8',
};

/** The head of a result: a status mark, what happened, and the amount. */
export function ResultHead({ tone, title, amount, extra }: Props) {
  return (
    <section className={styles.head} data-testid="result-head" data-tone={tone}>
      <span className={`${styles.mark} ${styles[tone]}`} aria-hidden="true">
        <svg
          width="34"
          height="34"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          aria-hidden="true"
        >
          {tone === 'pending' && <circle cx="12" cy="12" r="8" strokeWidth="2" />}
          <path d={marks[tone]} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.amount}>{amount}</p>
      {extra && <p className={styles.extra}>{extra}</p>}
    </section>
  );
}
