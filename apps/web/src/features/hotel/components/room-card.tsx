import type { HotelRate } from '@wayfare/contracts/enums';
import Button from 'antd-mobile/es/components/button';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { formatZoned, useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import type { RoomType } from '../api/get-hotel-info';
import { rateHeadline } from '../utils/cancellation';
import { FEW_ROOMS } from './hotel-card';
import styles from './room-card.module.css';

type Props = {
  room: RoomType;
  unit: string;
  timeZone: string;
  onBook: (pid: string, rate: HotelRate) => void;
};

/**
 * A room type for the asked stay: photo, beds, size, sleeps, breakfast, rooms left; each rate with its
 * cancellation promise, the average price per night and the stay total with fees, and Reserve.
 */
export function RoomCard({ room: r, unit, timeZone, onBook }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const money = useMoney();
  const soldOut = r.roomsLeft === 0 || !r.available;
  return (
    <article className={styles.card} data-testid="room-card" data-pid={r.pid}>
      <div className={styles.top}>
        <LazyImage src={r.image} alt="" ratio={4 / 3} className={styles.photo} />
        <div className={styles.info}>
          <h3 className={styles.name}>{r.name}</h3>
          <ul className={styles.facts}>
            <li>{t('hotel.room.beds', { count: r.beds, bed: t(`hotel.bed.${r.bed}`, { defaultValue: r.bed }) })}</li>
            <li>{t('hotel.room.size', { size: r.sizeM2 })}</li>
            <li>{t('hotel.room.sleeps', { count: r.maxGuests })}</li>
          </ul>
          <span className={r.breakfast ? styles.breakfast : styles.noBreakfast}>
            {r.breakfast ? t('hotel.room.breakfast') : t('hotel.room.no_breakfast')}
          </span>
          {!soldOut && r.roomsLeft <= FEW_ROOMS && (
            <span className={styles.left} data-testid="rooms-left">
              {t('hotel.rooms_left', { count: r.roomsLeft })}
            </span>
          )}
        </div>
      </div>
      {soldOut ? (
        <p className={styles.soldOut}>{t('hotel.room.sold_out')}</p>
      ) : !r.fitsGuests ? (
        <p className={styles.soldOut}>{t('hotel.room.too_small', { count: r.maxGuests })}</p>
      ) : (
        <ul className={styles.rates}>
          {r.rates.map((rate) => {
            const h = rateHeadline(rate.cancellation);
            const nights = rate.breakdown.nights.length;
            return (
              <li key={rate.rate} className={styles.rate} data-testid="room-rate" data-rate={rate.rate}>
                <div className={styles.terms}>
                  <span className={styles.rateName}>{t(`hotel.rate.${rate.rate}`)}</span>
                  <span className={h.kind === 'free_until' || h.kind === 'free' ? styles.free : styles.strict}>
                    {h.kind === 'free_until'
                      ? t('hotel.rate.free_until', { until: formatZoned(h.until, timeZone, locale) })
                      : h.kind === 'free'
                        ? t('hotel.rate.free')
                        : h.kind === 'fee_now'
                          ? t('hotel.rate.fee_now', { fee: money(h.fee, unit) })
                          : t('hotel.rate.no_refund')}
                  </span>
                </div>
                <div className={styles.buy}>
                  <span className={styles.prices}>
                    <PriceTag
                      amount={Math.round(rate.breakdown.roomFee / Math.max(1, nights * rate.breakdown.rooms))}
                      unit={unit}
                      size="md"
                    />
                    <span className={styles.per}>{t('hotel.per_night')}</span>
                    <span className={styles.total} data-testid="rate-total">
                      {t('hotel.room.total', {
                        amount: money(rate.breakdown.total, unit),
                        nights: t('hotel.nights', { count: nights }),
                      })}
                    </span>
                  </span>
                  <Button
                    color="primary"
                    shape="rounded"
                    size="small"
                    className={styles.reserve}
                    onClick={() => onBook(r.pid, rate.rate)}
                    data-testid="reserve"
                  >
                    {t('hotel.room.reserve')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
