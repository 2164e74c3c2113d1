import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { categoryText } from '@/lib/catalog-text';
import { formatDistance, useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import type { HotelResult } from '../api/search-hotels';
import { amenityText } from '../utils/amenity-text';
import { cityText } from '../utils/city-text';
import styles from './hotel-card.module.css';
import { ScoreBadge } from './score-badge';
import { Stars } from './stars';

type Props = { hotel: HotelResult; rooms: number; onOpen: (h: HotelResult) => void };

/** The amenities a guest chooses a hotel for come first on its card. */
const interest = [
  'beachfront',
  'pool',
  'spa',
  'sea_view',
  'river_view',
  'city_view',
  'free_wifi',
  'gym',
  'airport_shuttle',
];
const byInterest = (list: readonly string[]) =>
  [...list].sort((a, b) => (interest.indexOf(a) + 1 || 99) - (interest.indexOf(b) + 1 || 99));

/** Few rooms left is said from this many down, as booking sites do. */
export const FEW_ROOMS = 5;

/**
 * A hotel of the results: photo, name and stars, review score, where it is, two amenities, the cheapest
 * room free every night, its price per night and the total of the stay.
 */
export function HotelCard({ hotel: h, rooms, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const money = useMoney();
  const distance = formatDistance(h.distance, locale);
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(h)} data-testid="hotel-card" data-mid={h.mid}>
      <span className={styles.media}>
        <LazyImage src={h.cover || h.logo} alt="" className={styles.photo} />
        {h.category && <span className={styles.kind}>{categoryText(t, h.category)}</span>}
      </span>
      <span className={styles.info}>
        <span className={styles.name}>{h.name}</span>
        <Stars count={h.stars} />
        <ScoreBadge score={h.rating} count={h.ratingCount} />
        <span className={styles.place}>
          {cityText(t, h.city)}
          {distance && (
            <> · {t('hotel.results.away', { distance: t(`units.${distance.unit}`, { value: distance.value }) })}</>
          )}
        </span>
        {h.amenities.length > 0 && (
          <span className={styles.amenities}>
            {byInterest(h.amenities)
              .slice(0, 2)
              .map((a) => (
                <span key={a} className={styles.amenity}>
                  {amenityText(t, a)}
                </span>
              ))}
          </span>
        )}
        <span className={styles.room}>{h.roomName}</span>
        {h.roomsLeft > 0 && h.roomsLeft <= FEW_ROOMS && (
          <span className={styles.left}>{t('hotel.rooms_left', { count: h.roomsLeft })}</span>
        )}
        <span className={styles.price}>
          <span className={styles.stay}>
            {t('hotel.nights', { count: h.nights })} · {t('hotel.rooms', { count: rooms })}
          </span>
          <PriceTag amount={h.totalFrom} unit={h.unit} size="md" />
          <span className={styles.perNight}>
            {money(h.fromPrice, h.unit)} {t('hotel.per_night')}
          </span>
        </span>
      </span>
    </button>
  );
}
