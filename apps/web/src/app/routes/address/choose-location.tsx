import type { Address } from '@wayfare/contracts';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Page } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useAddresses } from '@/features/address/api/get-addresses';
import { useReverseGeocode } from '@/features/address/api/reverse-geocode';
import { type PlaceSearch, useSearchPlaces } from '@/features/address/api/search-places';
import { LocateIcon } from '@/features/address/components/address-icons';
import type { MapHandle } from '@/features/address/components/location-map';
import { PinAddress } from '@/features/address/components/pin-address';
import { type Place, PlaceResults } from '@/features/address/components/place-results';
import { PlaceSearchBar } from '@/features/address/components/place-search-bar';
import { LocateError, locationGranted, useGeolocation } from '@/features/address/hooks/use-geolocation';
import { draftKeyOf, putPickedPoint } from '@/features/address/utils/address-draft';
import { emptyAddress } from '@/features/address/utils/address-form';
import { deliveryPointOf } from '@/features/address/utils/addresses';
import { distanceMeters, distanceText, type Point } from '@/features/address/utils/distance';
import { countryCentre, pointOfQuery } from '@/features/address/utils/map-start';
import { useAppInfo } from '@/features/app-config/api/get-app-info';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { translateError } from '@/lib/api-client';
import { deliveryPointStore, setDeliveryPoint } from '@/lib/delivery-point';
import { back, redirect } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import styles from './choose-location.module.css';

// Leaflet and its styles load with this screen only.
const LocationMap = lazy(() =>
  import('@/features/address/components/location-map').then((m) => ({ default: m.LocationMap })),
);

type Props = {
  /** `address`: the point goes back to the address form (draft `draft`); `select`: opened from the picker. */
  from?: string;
  draft?: string;
  lat?: string;
  lng?: string;
};

/** A place the user tapped in the search: its name and address stand for the pin until the map moves. */
type Chosen = { point: Point; title: string; note: string };

const same = (a: Point, b: Point) =>
  Math.abs(a.latitude - b.latitude) < 1e-6 && Math.abs(a.longitude - b.longitude) < 1e-6;

/**
 * Choose a point on a map: move the map under the centre pin, jump to the device position, or search a
 * place by name. The pin is named by `/map/ReverseGeocode` (a saved address within 1000 m first).
 * Confirming hands the point to the address form, or makes it the delivery point.
 */
export default function ChooseLocation({ from, draft, lat, lng }: Props) {
  const { t } = useTranslation();
  const user = useLoginUser();
  const info = useAppInfo();
  const addresses = useAddresses(user?._id ?? '');
  const forForm = from === 'address';

  // Where the map opens: the point handed in, where food goes now, the default address, the country.
  const [start] = useState<Point>(() => {
    const query = pointOfQuery(lat, lng);
    if (query) return query;
    const current = deliveryPointStore.get();
    if (current) return { latitude: current.latitude, longitude: current.longitude };
    const saved = Object.values((user?.address ?? {}) as Record<string, Address>);
    const preferred = saved.find((a) => a.isDefault) ?? saved[0];
    if (preferred) return { latitude: preferred.latitude, longitude: preferred.longitude };
    return countryCentre(user?.currentCountry?.code ?? user?.countryCode);
  });
  const noStart = useRef(!pointOfQuery(lat, lng) && !deliveryPointStore.get() && !user?.address);

  const mapHandle = useRef<MapHandle>(null);
  const [center, setCenter] = useState<Point>(start);
  const [moving, setMoving] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [search, setSearch] = useState<PlaceSearch | null>(null);
  const [showResults, setShowResults] = useState(false);
  const { locate, busy: locating } = useGeolocation();

  const locale = currentLocale();
  const language = info.data?.languages.find((l) => l.code === locale)?.googleCode ?? locale;
  const settled = moving ? null : center;
  const geocode = useReverseGeocode(settled, language);
  const places = useSearchPlaces(search);

  const moveTo = (p: Point) => mapHandle.current?.moveTo(p);

  const myLocation = async (quiet = false) => {
    try {
      const p = await locate();
      setChosen(null);
      moveTo(p);
    } catch (err) {
      if (quiet) return;
      toast(
        err instanceof LocateError && err.reason === 'denied'
          ? t('errors.location_denied')
          : t('address.location.unavailable'),
      );
    }
  };

  // Nothing known to start from: use the device position when the browser already allows it (no prompt).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the map first shows
  useEffect(() => {
    if (!noStart.current) return;
    void locationGranted().then((granted) => {
      if (granted) void myLocation(true);
    });
  }, []);

  const pick = (p: Place) => {
    const point = { latitude: p.latitude, longitude: p.longitude };
    setShowResults(false);
    setChosen({ point, title: p.address || p.name, note: p.address ? p.name : '' });
    moveTo(point);
  };

  // What lies under the pin.
  const found = geocode.data && geocode.isSuccess && !geocode.isPlaceholderData ? geocode.data : null;
  const placeHere = chosen && same(chosen.point, center) ? chosen : null;
  const savedHere: Address | undefined =
    found?.source === 'saved' ? addresses.data?.find((a) => a.id === found.addressId) : undefined;
  const unknown = !placeHere && (found?.source === 'none' || (geocode.isError && !found));
  const title = moving
    ? null
    : placeHere
      ? placeHere.title
      : found && found.source !== 'none'
        ? found.address
        : unknown
          ? t('address.location.unknown')
          : null;
  const note = placeHere
    ? placeHere.note
    : found?.source === 'saved'
      ? (found.distance ?? 0) < 10
        ? t('address.location.saved_here')
        : t('address.location.saved_nearby', { distance: distanceText(found.distance ?? 0, t, locale) })
      : geocode.isError && !found
        ? translateError(geocode.error)
        : unknown
          ? t('address.location.unknown_hint')
          : null;

  const confirm = () => {
    const text = placeHere?.title ?? (found && found.source !== 'none' ? found.address : '');
    if (forForm) {
      const key = draftKeyOf(draft === 'new' ? undefined : draft);
      putPickedPoint(key, { ...center, address: text }, emptyAddress());
      if (back() === 0) void redirect(href(paths.optionUserAddress, { id: draft === 'new' ? undefined : draft }));
      return;
    }
    // Spec section 5: a saved address within 1000 m is reused, so checkout can deliver to it.
    setDeliveryPoint(
      savedHere
        ? deliveryPointOf(savedHere)
        : { latitude: center.latitude, longitude: center.longitude, text: text || t('address.location.unknown') },
    );
    if (back(from === 'select' ? 2 : 1) === 0) void redirect(paths.takeout);
  };

  const distanceOf = useMemo(
    () => (p: Place) => distanceText(distanceMeters(center, p), t, locale),
    [center, t, locale],
  );

  return (
    <Page title={t('pages.chooseLocation')} className={styles.screen}>
      <div className={styles.stage}>
        {info.isPending ? (
          <LoadingState variant="detail" />
        ) : info.isError ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <Suspense fallback={<LoadingState variant="detail" />}>
            <LocationMap
              handle={mapHandle}
              tileUrl={info.data.mapTileUrl}
              start={start}
              onMoveStart={() => setMoving(true)}
              onMoveEnd={(p) => {
                setMoving(false);
                setCenter(p);
              }}
            />
          </Suspense>
        )}
        <div className={styles.top}>
          <PlaceSearchBar
            onSearch={(text) => {
              setSearch({
                text,
                latitude: Math.round(center.latitude * 1e4) / 1e4,
                longitude: Math.round(center.longitude * 1e4) / 1e4,
                language,
              });
              setShowResults(true);
            }}
            onClear={() => {
              setSearch(null);
              setShowResults(false);
            }}
          />
          {showResults && search && (
            <PlaceResults
              places={places.data?.list}
              loading={places.isFetching}
              error={places.isError ? places.error : null}
              onRetry={() => void places.refetch()}
              onPick={pick}
              onClose={() => setShowResults(false)}
              distanceOf={distanceOf}
            />
          )}
        </div>
        {!showResults && (
          <p className={styles.hint} aria-hidden={moving}>
            {t('address.location.drag_hint')}
          </p>
        )}
        <button
          type="button"
          className={styles.locate}
          onClick={() => void myLocation()}
          disabled={locating}
          aria-label={locating ? t('address.location.locating') : t('address.location.my_location')}
          data-testid="my-location"
        >
          <LocateIcon size={22} className={locating ? styles.spinning : undefined} />
        </button>
      </div>
      <PinAddress
        title={title}
        note={note}
        unknown={unknown}
        confirmText={forForm ? t('address.location.use_point') : t('address.location.deliver_here')}
        onConfirm={confirm}
        disabled={moving || title === null}
      />
    </Page>
  );
}
