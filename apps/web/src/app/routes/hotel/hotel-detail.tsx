import type { HotelRate } from '@wayfare/contracts/enums';
import Button from 'antd-mobile/es/components/button';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { PriceTag } from '@/components/ui/price-tag';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { StatusBlock } from '@/components/ui/status-block';
import { href, paths } from '@/config/paths';
import { useAppInfo } from '@/features/app-config/api/get-app-info';
import { useHotelInfo } from '@/features/hotel/api/get-hotel-info';
import { useHotelReviews } from '@/features/hotel/api/get-hotel-reviews';
import { AmenityGrid } from '@/features/hotel/components/amenity-grid';
import { Gallery } from '@/features/hotel/components/gallery';
import { ReviewsSummary } from '@/features/hotel/components/reviews-summary';
import { RoomCard } from '@/features/hotel/components/room-card';
import { ScoreBadge } from '@/features/hotel/components/score-badge';
import { Stars } from '@/features/hotel/components/stars';
import { StayBar } from '@/features/hotel/components/stay-bar';
import { cityText } from '@/features/hotel/utils/city-text';
import { parseStayAsk, serializeStayAsk } from '@/features/hotel/utils/stay-query';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { categoryText } from '@/lib/catalog-text';
import { todayYmd } from '@/lib/format';
import { navigate } from '@/lib/navigation';
import styles from './hotel-detail.module.css';

const HotelMap = lazy(() => import('@/features/hotel/components/hotel-map').then((m) => ({ default: m.HotelMap })));

/** Refusals of the stay itself (dates, length, guests): the stay bar above changes it. */
const stayErrors = new Set(['stay_checkout_not_after_checkin', 'stay_too_long', 'stay_in_past', 'too_many_guests']);

/**
 * hotel_detail (`?mid=&in=&out=&rooms=&guests=`): photos, name, stars and reviews, the stay (changed in
 * place), amenities, where it is on the map, check-in and check-out times, the room types priced for the
 * stay with rooms left and each rate's cancellation promise, and the guests' reviews.
 */
export default function HotelDetail({ mid = '' }: { mid?: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stay = parseStayAsk(params, todayYmd());
  const info = useHotelInfo(mid, stay, currentLocale());
  const reviews = useHotelReviews(mid);
  const app = useAppInfo();
  const roomsRef = useRef<HTMLElement>(null);

  const changeStay = (next: typeof stay) => {
    const q = new URLSearchParams({ mid });
    for (const [k, v] of Object.entries(serializeStayAsk(next))) if (v !== undefined) q.set(k, String(v));
    setParams(q, { replace: true });
  };
  const book = (pid: string, rate: HotelRate) =>
    void navigate(href(paths.confirmHotel, { mid, pid, rate, ...serializeStayAsk(stay) }));

  const h = info.data;
  const hotel = h?.hotel ?? null;
  const stayRefused = info.error instanceof ApiError && stayErrors.has(info.error.key) ? info.error : null;

  let body: ReactNode;
  if (!/^\d+$/.test(mid) || (info.error instanceof ApiError && info.error.key === 'not_found') || (h && !hotel))
    body = <StatusBlock kind="not-found" title={t('hotel.detail.not_found')} />;
  else if (!h && info.isPending) body = <LoadingState variant="detail" />;
  else if (!h || !hotel)
    body = stayRefused ? (
      <div className={styles.stack}>
        <StayBar stay={stay} onChange={changeStay} />
        <div role="alert">
          <StatusBlock kind="error" title={t('hotel.detail.stay_refused')} description={stayRefused.text} />
        </div>
      </div>
    ) : (
      <ErrorState error={info.error} onRetry={() => void info.refetch()} />
    );
  else {
    const cheapest = hotel.roomTypes.filter((r) => r.available && r.fitsGuests && r.roomsLeft > 0);
    body = (
      <>
        <Gallery photos={hotel.photos.length ? hotel.photos : [h.cover]} name={h.name} />
        <div className={styles.stack}>
          <section className={`${styles.card} ${styles.head}`}>
            <div className={styles.kindLine}>
              {h.category && <span className={styles.kind}>{categoryText(t, h.category)}</span>}
              <Stars count={h.stars} />
            </div>
            <h1 className={styles.name} data-testid="hotel-name">
              {h.name}
            </h1>
            <ScoreBadge score={h.rating} count={h.ratingCount} />
            <p className={styles.address}>
              {cityText(t, h.city)} · {h.address}
            </p>
            <StayBar stay={stay} onChange={changeStay} />
            {stayRefused && (
              <p className={styles.warn} role="alert">
                {stayRefused.text}
              </p>
            )}
          </section>

          {h.description && (
            <section className={styles.card} aria-labelledby="wf-about">
              <h2 id="wf-about" className={styles.cardTitle}>
                {t('hotel.detail.about')}
              </h2>
              <p className={styles.text}>{h.description}</p>
            </section>
          )}

          <section className={styles.card} aria-labelledby="wf-amenities">
            <h2 id="wf-amenities" className={styles.cardTitle}>
              {t('hotel.detail.amenities')}
            </h2>
            <AmenityGrid amenities={hotel.amenities} />
            <div className={styles.times}>
              <div>
                <span className={styles.caption}>{t('hotel.detail.check_in_from')}</span>
                <strong>{hotel.checkInTime}</strong>
              </div>
              <div>
                <span className={styles.caption}>{t('hotel.detail.check_out_until')}</span>
                <strong>{hotel.checkOutTime}</strong>
              </div>
            </div>
          </section>

          <section className={styles.card} aria-labelledby="wf-rooms" ref={roomsRef}>
            <h2 id="wf-rooms" className={styles.cardTitle}>
              {t('hotel.detail.rooms')}
            </h2>
            {cheapest.length === 0 && (
              <p className={styles.warn} role="status">
                {t('hotel.detail.no_rooms')}
              </p>
            )}
            {hotel.roomTypes.map((r) => (
              <RoomCard key={r.pid} room={r} unit={h.unit} timeZone={h.timezone} onBook={book} />
            ))}
          </section>

          <section className={styles.card} aria-labelledby="wf-where">
            <h2 id="wf-where" className={styles.cardTitle}>
              {t('hotel.detail.location')}
            </h2>
            {app.data ? (
              <Suspense fallback={<div className={styles.mapHold} />}>
                <HotelMap
                  tileUrl={app.data.mapTileUrl}
                  latitude={h.latitude}
                  longitude={h.longitude}
                  name={h.name}
                  address={h.address}
                />
              </Suspense>
            ) : (
              <p className={styles.text}>{h.address}</p>
            )}
          </section>

          <section className={styles.card} aria-labelledby="wf-reviews">
            <h2 id="wf-reviews" className={styles.cardTitle}>
              {t('hotel.detail.reviews')}
            </h2>
            {reviews.data ? (
              <ReviewsSummary reviews={reviews.data} onAll={() => void navigate(href(paths.commentList, { mid }))} />
            ) : reviews.isError ? (
              // Without the written reviews, the hotel's own score still tells the story.
              <ScoreBadge score={h.rating} count={h.ratingCount} size="lg" />
            ) : (
              <LoadingState rows={2} />
            )}
          </section>
        </div>
      </>
    );
  }

  const from = hotel?.roomTypes
    .filter((r) => r.available && r.fitsGuests && r.roomsLeft > 0)
    .map((r) => r.nightlyFrom)
    .sort((a, b) => a - b)[0];

  return (
    <Page
      title={h?.name ?? t('pages.hotelDetail')}
      footer={
        h &&
        hotel && (
          <div className={styles.footer}>
            <div className={styles.fromBox}>
              {from !== undefined ? (
                <>
                  <span className={styles.caption}>{t('hotel.detail.from')}</span>
                  <span>
                    <PriceTag amount={from} unit={h.unit} size="lg" />
                    <span className={styles.caption}> {t('hotel.per_night')}</span>
                  </span>
                </>
              ) : (
                <span className={styles.caption}>{t('hotel.detail.no_rooms')}</span>
              )}
            </div>
            <Button
              color="primary"
              shape="rounded"
              className={styles.see}
              disabled={from === undefined}
              onClick={() => roomsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
              data-testid="see-rooms"
            >
              {t('hotel.detail.see_rooms')}
            </Button>
          </div>
        )
      }
    >
      {body}
    </Page>
  );
}
