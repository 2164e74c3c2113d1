import type { AirlineTicket } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useMemo, useState } from 'react';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/states';
import { StatusBlock } from '@/components/ui/status-block';
import { href, paths } from '@/config/paths';
import { useAirlineTickets, useRouteAirlines } from '@/features/flight/api/get-airline-tickets';
import { useAirports } from '@/features/flight/api/get-airports';
import { useFlightDates } from '@/features/flight/api/get-flight-dates';
import { DateStrip } from '@/features/flight/components/date-strip';
import { FilterSheet, type FilterValue } from '@/features/flight/components/filter-sheet';
import { FlightResults } from '@/features/flight/components/flight-results';
import { NearbyDates } from '@/features/flight/components/nearby-dates';
import { ResultsToolbar } from '@/features/flight/components/results-toolbar';
import { RouteTitle } from '@/features/flight/components/route-title';
import { useFlightParams } from '@/features/flight/hooks/use-flight-params';
import { isComplete, serializeSearch, toFlightFilters } from '@/features/flight/utils/search-query';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useCurrency } from '@/lib/currency';
import { formatYmd, useIntlLocale } from '@/lib/format';
import { navigate } from '@/lib/navigation';
import styles from './flight.module.css';

/** Refusals a retry cannot fix: the search itself has to change. */
const searchErrors = new Set([
  'unknown_airport',
  'flight_date_invalid',
  'price_interval_invalid',
  'return_before_departure',
]);

/**
 * choose_a_flight: the flights of a route and day. The search, every filter and the sort live in the
 * address, so back, reload and shared links show the same list.
 */
export default function ChooseAFlight() {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  const { search, filters, go } = useFlightParams();
  // Signed out, prices are filtered in US dollars, as the server reads them.
  const unit = useCurrency()?.unit ?? 'USD';
  const [filterOpen, setFilterOpen] = useState(false);
  const complete = isComplete(search);

  const airports = useAirports('', i18n.language);
  const cityOf = (place: string) => airports.data?.list.find((a) => a.code === place.toUpperCase())?.city ?? place;
  const query = useAirlineTickets(toFlightFilters(search, filters), i18n.language, unit, complete);
  const dates = useFlightDates(search.date, search.start, search.end, search.cabin);
  const airlines = useRouteAirlines(search.date, search.start, search.end, i18n.language, complete);

  const changeSearch = () => void navigate(href(paths.bookAFlight, serializeSearch(search)));
  const filterValue = useMemo<FilterValue>(
    () => ({
      cabin: search.cabin,
      dep: filters.dep,
      pmin: filters.pmin,
      pmax: filters.pmax,
      airline: filters.airline,
      stops: filters.stops,
    }),
    [search.cabin, filters.dep, filters.pmin, filters.pmax, filters.airline, filters.stops],
  );
  const filterCount = [filters.dep, filters.airline, filters.pmin ?? filters.pmax, filters.stops].filter(
    (v) => v !== undefined,
  ).length;
  const open = (f: AirlineTicket) =>
    void navigate(
      href(paths.flightDetail, {
        _id: f._id,
        cabin: search.cabin,
        pax: search.pax === 1 ? undefined : search.pax,
        ret: search.ret,
      }),
    );
  const nearby = (dates.data?.list ?? []).filter((d) => d.date !== search.date && d.lowestPrice !== null).slice(0, 4);
  const refused = query.error instanceof ApiError && searchErrors.has(query.error.key) ? query.error : null;

  if (!complete)
    return (
      <Page title={t('pages.chooseAFlight')}>
        <EmptyState
          title={t('flight.results.no_search')}
          action={
            <Button color="primary" shape="rounded" onClick={changeSearch}>
              {t('flight.results.new_search')}
            </Button>
          }
        />
      </Page>
    );

  return (
    <Page title={<RouteTitle from={cityOf(search.start)} to={cityOf(search.end)} {...search} />}>
      {!refused && (
        <div className={styles.sticky}>
          {(search.ret || search.after) && (
            <p className={styles.leg} data-testid="trip-leg">
              {search.after
                ? t('flight.results.return_leg')
                : t('flight.results.outbound', { date: formatYmd(search.ret ?? '', locale) })}
            </p>
          )}
          <DateStrip
            days={dates.data?.list}
            selected={search.date}
            loading={dates.isFetching}
            onPick={(date) => go({ ...search, date }, filters)}
          />
          <ResultsToolbar
            sort={filters.sort}
            onSort={(sort) => go(search, { ...filters, sort })}
            filterCount={filterCount}
            onFilter={() => setFilterOpen(true)}
          />
        </div>
      )}
      {refused ? (
        <div role="alert">
          <StatusBlock kind="error" title={t('flight.results.cannot_search')} description={refused.text}>
            <Button color="primary" shape="rounded" onClick={changeSearch}>
              {t('flight.results.change_search')}
            </Button>
          </StatusBlock>
        </div>
      ) : (
        <FlightResults
          query={query}
          cabin={search.cabin}
          onOpen={open}
          filtered={filterCount > 0}
          emptyHint={nearby.length > 0 ? t('flight.results.try_nearby') : t('flight.results.no_fares_week')}
          emptyAction={
            <NearbyDates
              days={nearby}
              onPick={(date) => go({ ...search, date }, filters)}
              onChangeSearch={changeSearch}
              onClearFilters={filterCount > 0 ? () => go(search, { sort: filters.sort }) : undefined}
            />
          }
          onRefresh={() => Promise.all([query.refetch(), dates.refetch()])}
        />
      )}
      <FilterSheet
        visible={filterOpen}
        value={filterValue}
        unit={unit}
        airlines={airlines.data ?? []}
        onClose={() => setFilterOpen(false)}
        onApply={(v) => {
          setFilterOpen(false);
          go(
            { ...search, cabin: v.cabin },
            { sort: filters.sort, dep: v.dep, pmin: v.pmin, pmax: v.pmax, airline: v.airline, stops: v.stops },
          );
        }}
      />
    </Page>
  );
}
