import { SortBar } from '@/components/search/sort-bar';
import { useTranslation } from '@/i18n/use-translation';
import type { FlightSort } from '../api/keys';
import { flightSorts } from '../utils/search-query';

type Props = { sort: FlightSort; onSort: (s: FlightSort) => void; filterCount: number; onFilter: () => void };

/** Sort (earliest, cheapest, shortest) and the filter button with how many filters are on. */
export function ResultsToolbar(props: Props) {
  const { t } = useTranslation();
  return (
    <SortBar
      accent="flight"
      sorts={flightSorts}
      label={t('flight.sort.label')}
      sortText={(s) => t(`flight.sort.${s}`)}
      filterText={t('flight.filter.button')}
      {...props}
    />
  );
}
