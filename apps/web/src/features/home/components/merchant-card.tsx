import type { MerchantCard as Merchant } from '@wayfare/contracts';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { Rating } from '@/components/ui/rating';
import { categoryText, tagText } from '@/lib/catalog-text';
import { formatCount, formatDistance, useIntlLocale } from '@/lib/format';
import styles from './merchant-card.module.css';

type Props = { merchant: Merchant; onOpen: (m: Merchant) => void };

const HOTEL = 2;

/** A recommended merchant or hotel: cover, name, rating, price level, delivery fee, distance, tags. */
export function MerchantCard({ merchant: m, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const distance = formatDistance(m.distance, locale);
  const hotel = m.mType === HOTEL;
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(m)} data-testid="merchant-card">
      <span className={styles.media}>
        <LazyImage src={m.cover || m.logo} alt="" ratio={1} className={styles.cover} />
        {!m.open && <span className={styles.closed}>{t('home.closed')}</span>}
      </span>
      <span className={styles.info}>
        <span className={styles.name}>{m.name}</span>
        <span className={styles.meta}>
          <Rating value={m.rating} count={m.ratingCount} compact />
          {!hotel && m.sales > 0 && (
            <span>{t('home.sales', { count: m.sales, formatted: formatCount(m.sales, locale) })}</span>
          )}
          {hotel && m.stars > 0 && <span>{t('home.stars', { count: m.stars })}</span>}
        </span>
        <span className={styles.sub}>
          {[categoryText(t, m.category), m.city].filter(Boolean).join(' · ')}
          {distance && (
            <span className={styles.distance}>{t(`units.${distance.unit}`, { value: distance.value })}</span>
          )}
        </span>
        <span className={styles.price}>
          <PriceTag
            amount={m.avgPrice}
            unit={m.unit}
            size="sm"
            prefix={hotel ? t('home.per_night') : t('home.per_person')}
          />
          {!hotel && (
            <span className={styles.fee}>
              {m.deliveryFee > 0 ? (
                <>
                  {t('home.delivery_fee')} <PriceTag amount={m.deliveryFee} unit={m.unit} size="sm" tone="plain" />
                </>
              ) : (
                t('home.free_delivery')
              )}
            </span>
          )}
        </span>
        {m.tags.length > 0 && (
          <span className={styles.tags}>
            {m.tags.slice(0, 3).map((tag) => (
              <span key={tag} className={styles.tag}>
                {tagText(t, tag)}
              </span>
            ))}
          </span>
        )}
      </span>
    </button>
  );
}
