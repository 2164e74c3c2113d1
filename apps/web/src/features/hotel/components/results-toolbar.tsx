import { SortBar } from '@/components/search/sort-bar';
import { useTranslation } from '@/i18n/use-translation';
import { type HotelSort, hotelSorts } from '../utils/stay-query';

type Props = {
  sort: HotelSort;
  onSort: (s: HotelSort) => void;
  /** Distance sorts only a "near me" search. */
  canSortByDistance: boolean;
  filterCount: number;
  onFilter: () => void;
};

/** Sort (recommended, lowest price, top rated, nearest) and the filter button with how many filters are on. */
export function ResultsToolbar({ canSortByDistance, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <SortBar
      accent="hotel"
      sorts={canSortByDistance ? hotelSorts : hotelSorts.filter((s) => s !== 'distance')}
      label={t('hotel.sort.label')}
      sortText={(s) => t(`hotel.sort.${s}`)}
      filterText={t('hotel.filter.button')}
      {...props}
    />
  );
}
