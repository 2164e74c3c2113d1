import type { getFlightDates, ResponseOf } from '@wayfare/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import styles from './date-strip.module.css';

type Day = ResponseOf<typeof getFlightDates>['list'][number];

type Props = {
  days: Day[] | undefined;
  selected: string;
  loading: boolean;
  onPick: (date: string) => void;
};

/** Seven days around the chosen one with their lowest fare; the cheapest is marked, tapping re-searches. */
export function DateStrip({ days, selected, loading, onPick }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const list = useRef<HTMLDivElement>(null);
  const priced = (days ?? []).filter((d) => d.lowestPrice !== null);
  const cheapest = priced.length > 1 ? Math.min(...priced.map((d) => d.lowestPrice ?? 0)) : null;

  useEffect(() => {
    if (days)
      list.current?.querySelector(`[data-date="${selected}"]`)?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [selected, days]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a scrolling row of day buttons, not a form fieldset
    <div
      className={styles.strip}
      ref={list}
      role="group"
      aria-label={t('flight.results.dates')}
      data-testid="date-strip"
      aria-busy={loading}
    >
      {(days ?? []).map((d) => {
        const on = d.date === selected;
        return (
          <button
            key={d.date}
            type="button"
            aria-pressed={on}
            className={`${styles.day} ${on ? styles.on : ''}`}
            onClick={() => onPick(d.date)}
            data-testid="date-strip-day"
            data-date={d.date}
          >
            <span className={styles.weekday}>{formatYmd(d.date, locale, 'weekday')}</span>
            <span className={styles.date}>{formatYmd(d.date, locale, 'day')}</span>
            <span
              className={`${styles.price} ${d.lowestPrice !== null && d.lowestPrice === cheapest ? styles.low : ''}`}
            >
              {d.lowestPrice !== null && d.unit
                ? formatMoney(d.lowestPrice, d.unit, locale)
                : t('flight.results.no_fare')}
            </span>
          </button>
        );
      })}
      {!days && <div className={styles.placeholder} aria-hidden="true" />}
    </div>
  );
}
