import { useTranslation } from '@/i18n/use-translation';
import { formatZoned, useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import { currentStep, type Step, withStarts } from '../utils/cancellation';
import styles from './cancellation-timeline.module.css';

type Props = {
  steps: readonly Step[];
  unit: string;
  /** The hotel's time zone: deadlines read on its clock. */
  timeZone: string;
  /** Mark the step in effect now (before booking and on a live booking). */
  markNow?: boolean;
};

/**
 * A rate's cancellation timeline with exact amounts: free until a time, then a fee, then
 * non-refundable; each step says when it runs, what is kept and what comes back.
 */
export function CancellationTimeline({ steps, unit, timeZone, markNow = true }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const money = useMoney();
  const now = markNow ? currentStep(steps) : null;
  const when = (iso: string) => formatZoned(iso, timeZone, locale);
  return (
    <ol className={styles.timeline} data-testid="cancellation-timeline">
      {withStarts(steps).map((s, i) => {
        const period =
          s.from && s.until
            ? t('hotel.cancel.between', { from: when(s.from), until: when(s.until) })
            : s.until
              ? t('hotel.cancel.until', { until: when(s.until) })
              : s.from
                ? t('hotel.cancel.from', { from: when(s.from) })
                : t('hotel.cancel.any_time');
        const current = now !== null && now.until === s.until;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed, ordered list
            key={i}
            className={`${styles.step} ${styles[s.kind]} ${current ? styles.current : ''}`}
            data-kind={s.kind}
            data-testid="cancel-step"
          >
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.body}>
              <div className={styles.head}>
                <span className={styles.kind}>{t(`hotel.cancel.kind.${s.kind}`)}</span>
                {current && <span className={styles.now}>{t('hotel.cancel.now')}</span>}
              </div>
              <div className={styles.period}>{period}</div>
              <div className={styles.amounts}>
                {s.kind === 'free'
                  ? t('hotel.cancel.refund_all', { amount: money(s.refund, unit) })
                  : s.kind === 'fee'
                    ? t('hotel.cancel.fee_refund', {
                        fee: money(s.fee, unit),
                        pct: s.feeBp / 100,
                        refund: money(s.refund, unit),
                      })
                    : t('hotel.cancel.no_refund', { amount: money(s.fee, unit) })}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
