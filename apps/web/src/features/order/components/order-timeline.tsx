import { CheckIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { useDateFormat } from '@/lib/format';
import { stepKey, type TimelineStep } from '../utils/status';
import styles from './order-timeline.module.css';

/** The order's way through its statuses, each with the time it was reached or is expected. */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  const { t } = useTranslation();
  const { clock } = useDateFormat();
  return (
    <ol className={styles.timeline} data-testid="order-timeline">
      {steps.map((s) => (
        <li
          key={s.status}
          className={`${styles.step} ${styles[s.state]}`}
          data-state={s.state}
          data-status={s.status}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true">
            {s.state === 'done' && <CheckIcon size={12} strokeWidth={3} />}
          </span>
          <span className={styles.label}>{t(stepKey(s.status, s.state))}</span>
          {s.at ? (
            <time className={styles.time} dateTime={s.at}>
              {clock(s.at)}
            </time>
          ) : s.eta ? (
            <time className={styles.eta} dateTime={s.eta}>
              {t('order.eta.expected', { time: clock(s.eta) })}
            </time>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
