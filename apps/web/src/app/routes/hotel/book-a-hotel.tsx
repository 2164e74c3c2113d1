import { HotelAmenities, type HotelAmenity } from '@wayfare/contracts/enums';
import Button from 'antd-mobile/es/components/button';
import { useMemo, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { Page } from '@/components/ui/page';
import { StatusBlock } from '@/components/ui/status-block';
import { href, paths } from '@/config/paths';
import { LocateError, useGeolocation } from '@/features/address/hooks/use-geolocation';
import { useHotelCities } from '@/features/hotel/api/get-hotel-cities';
import { type HotelResult, useSearchHotels } from '@/features/hotel/api/search-hotels';
import type { Destination } from '@/features/hotel/components/destination-sheet';
import { FilterSheet, type FilterValue } from '@/features/hotel/components/filter-sheet';
import { HotelPerks } from '@/features/hotel/components/hotel-perks';
import { HotelResults } from '@/features/hotel/components/hotel-results';
import { RecentStays } from '@/features/hotel/components/recent-stays';
import { ResultsToolbar } from '@/features/hotel/components/results-toolbar';
import { SearchCard } from '@/features/hotel/components/search-card';
import { StaySummary } from '@/features/hotel/components/stay-summary';
import { useStayParams } from '@/features/hotel/hooks/use-stay-params';
import { cityText } from '@/features/hotel/utils/city-text';
import {
  clearRecentStays,
  type RecentStay,
  readRecentStays,
  rememberStay,
} from '@/features/hotel/utils/recent-searches';
import {
  clampStay,
  filterCount,
  hasPlace,
  type StaySearch,
  serializeStay,
  toSearchRequest,
} from '@/features/hotel/utils/stay-query';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useCurrency } from '@/lib/currency';
import { addDays, todayYmd } from '@/lib/format';
import { navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import styles from './hotel.module.css';

/** Refusals a retry cannot fix: the search itself has to change. */
const searchErrors = new Set([
  'stay_checkout_not_after_checkin',
  'stay_too_long',
  'stay_in_past',
  'too_many_guests',
  'price_interval_invalid',
]);

/** Every amenity a hotel may have is offered in the filter, in the contract's order. */
const filterAmenities: readonly HotelAmenity[] = HotelAmenities;

const fromRecent = (r: RecentStay, today: string): StaySearch => ({
  city: r.city,
  cityName: r.cityName,
  near: null,
  // A remembered stay that has begun moves to start tomorrow, as long as it was.
  ...(r.checkIn < today
    ? clampStay(addDays(today, 1), addDays(today, 1 + Math.max(1, dayDiff(r.checkIn, r.checkOut))), today)
    : clampStay(r.checkIn, r.checkOut, today)),
  rooms: r.rooms,
  guests: r.guests,
});
const dayDiff = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/**
 * book_a_hotel: where, the stay and how many, then (once searched: `city` or `near`, `in`, `out`,
 * `rooms`, `guests` in the address) the hotels free for every night, sorted and filtered in the address
 * too, so back, reload and shared links show the same list.
 */
export default function BookAHotel() {
  const { t } = useTranslation();
  const today = todayYmd();
  const { stay, filters, go, searched } = useStayParams();
  const unit = useCurrency()?.unit ?? 'USD';
  const [recent, setRecent] = useState(readRecentStays);
  const [draft, setDraft] = useState<StaySearch>(() =>
    searched && hasPlace(stay)
      ? stay
      : recent[0]
        ? fromRecent(recent[0], today)
        : { ...stay, ...clampStay(addDays(today, 1), addDays(today, 2), today), guests: 2, rooms: 1 },
  );
  const [editing, setEditing] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  const geo = useGeolocation();
  const cities = useHotelCities();
  const destinations = useMemo<Destination[]>(
    () => (cities.data ?? []).map((c) => ({ city: c.city, name: cityText(t, c.city), hotels: c.hotels })),
    [cities.data, t],
  );

  const showResults = searched && hasPlace(stay);
  const request = toSearchRequest(stay, filters);
  const query = useSearchHotels(request, currentLocale(), unit, showResults);
  const refused = query.error instanceof ApiError && searchErrors.has(query.error.key) ? query.error : null;
  const count = filterCount(filters);
  const place = stay.near ? t('hotel.search.near_me') : cityText(t, stay.cityName || stay.city);

  const search = () => {
    if (!hasPlace(draft)) return toast(t('hotel.search.need_place'));
    const next = { ...draft, ...clampStay(draft.checkIn, draft.checkOut, today) };
    if (next.city) setRecent(rememberStay({ ...next, cityName: next.cityName || next.city }));
    setEditing(false);
    if (showResults) go(next, filters);
    else void navigate(href(paths.bookAHotel, serializeStay(next, { sort: next.near ? 'distance' : 'recommended' })));
  };
  const onLocateFailed = (err: unknown) =>
    toast(
      err instanceof LocateError && err.reason === 'denied'
        ? t('hotel.search.locate_denied')
        : t('hotel.search.locate_failed'),
    );
  const open = (h: HotelResult) =>
    void navigate(
      href(paths.hotelDetail, {
        mid: h.mid,
        in: stay.checkIn,
        out: stay.checkOut,
        rooms: stay.rooms === 1 ? undefined : stay.rooms,
        guests: stay.guests,
      }),
    );

  const card = (flat: boolean) => (
    <SearchCard
      value={draft}
      onChange={setDraft}
      onSearch={search}
      destinations={destinations}
      recent={recent}
      locate={geo.locate}
      onLocateFailed={onLocateFailed}
      flat={flat}
    />
  );

  if (!showResults)
    return (
      <Page title={t('pages.bookAHotel')}>
        <div className={styles.hero}>
          <p className={styles.heroTitle}>{t('hotel.search.hero_title')}</p>
          <p className={styles.heroText}>{t('hotel.search.hero_text')}</p>
        </div>
        {card(false)}
        <RecentStays
          items={recent}
          onPick={(r) => setDraft(fromRecent(r, today))}
          onClear={() => {
            clearRecentStays();
            setRecent([]);
          }}
        />
        <HotelPerks />
      </Page>
    );

  const filterValue: FilterValue = {
    pmin: filters.pmin,
    pmax: filters.pmax,
    stars: filters.stars,
    score: filters.score,
    amenities: filters.amenities,
  };

  return (
    <Page title={t('hotel.results.title', { place })}>
      <div className={styles.sticky}>
        <StaySummary
          stay={stay}
          place={place}
          onEdit={() => {
            setDraft(stay);
            setEditing(true);
          }}
        />
        {!refused && (
          <ResultsToolbar
            sort={filters.sort}
            onSort={(sort) => go(stay, { ...filters, sort })}
            canSortByDistance={stay.near !== null}
            filterCount={count}
            onFilter={() => setFilterOpen(true)}
          />
        )}
      </div>
      {refused ? (
        <div role="alert">
          <StatusBlock kind="error" title={t('hotel.results.cannot_search')} description={refused.text}>
            <Button color="primary" shape="rounded" onClick={() => setEditing(true)}>
              {t('hotel.results.change_search')}
            </Button>
          </StatusBlock>
        </div>
      ) : (
        <HotelResults
          query={query}
          rooms={stay.rooms}
          onOpen={open}
          filtered={count > 0}
          emptyAction={
            count > 0 ? (
              <Button color="primary" fill="outline" shape="rounded" onClick={() => go(stay, { sort: filters.sort })}>
                {t('hotel.results.clear_filters')}
              </Button>
            ) : (
              <Button color="primary" fill="outline" shape="rounded" onClick={() => setEditing(true)}>
                {t('hotel.results.change_search')}
              </Button>
            )
          }
        />
      )}
      <BottomPopup visible={editing} onClose={() => setEditing(false)} title={t('hotel.results.change_search')}>
        <div className={styles.sheetCard}>{card(true)}</div>
      </BottomPopup>
      <FilterSheet
        visible={filterOpen}
        value={filterValue}
        unit={unit}
        amenities={filterAmenities}
        onClose={() => setFilterOpen(false)}
        onApply={(v) => {
          setFilterOpen(false);
          go(stay, { ...v, sort: filters.sort });
        }}
      />
    </Page>
  );
}
