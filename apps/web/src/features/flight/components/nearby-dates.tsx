import type { getFlightDates, ResponseOf } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import styles from './nearby-dates.module.css';

type Day = ResponseOf<typeof getFlightDates>['list'][number];

type Props = {
  days: Day[];
  onPick: (date: string) => void;
  onChangeSearch: () => void;
  /** Offered when filters are on: they may be what hides the flights. */
  onClearFilters?: () => void;
};

/** Under "no flights": the nearby days that have fares, else a new search; and clearing filters. */
export function NearbyDates({ days, onPick, onChangeSearch, onClearFilters }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <div className={styles.actions}>
      {days.map((d) => (
        <Button key={d.date} shape="rounded" onClick={() => onPick(d.date)} data-testid="nearby-date">
          {formatYmd(d.date, locale, 'day')} ·{' '}
          {d.unit && d.lowestPrice !== null ? formatMoney(d.lowestPrice, d.unit, locale) : ''}
        </Button>
      ))}
      {days.length === 0 && (
        <Button color="primary" shape="rounded" onClick={onChangeSearch}>
          {t('flight.results.change_search')}
        </Button>
      )}
      {onClearFilters && (
        <Button color="primary" fill="outline" shape="rounded" onClick={onClearFilters}>
          {t('flight.filter.clear')}
        </Button>
      )}
    </div>
  );
}
