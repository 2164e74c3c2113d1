import type { MerchantCard as Merchant } from '@wayfare/contracts';
import { MerchantCard, MerchantCardLine } from '@/components/ui/merchant-card';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { categoryText, tagText } from '@/lib/catalog-text';
import { formatCount, formatDistance, useIntlLocale } from '@/lib/format';
import styles from './recommended-merchant.module.css';

const HOTEL = 2;

/** A recommended merchant or hotel on the home tab: sales or stars, category, city, distance, price level, fee. */
export function RecommendedMerchant({ merchant: m, onOpen }: { merchant: Merchant; onOpen: (m: Merchant) => void }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const distance = formatDistance(m.distance, locale);
  const hotel = m.mType === HOTEL;
  return (
    <MerchantCard
      merchant={m}
      onOpen={onOpen}
      closedText={m.opensAt ? t('home.opens_at', { time: m.opensAt }) : t('home.closed')}
      dim={!m.open}
      testId="merchant-card"
      tags={m.tags.slice(0, 3).map((tag) => tagText(t, tag))}
      meta={
        <>
          {!hotel && m.sales > 0 && (
            <span>{t('home.sales', { count: m.sales, formatted: formatCount(m.sales, locale) })}</span>
          )}
          {hotel && m.stars > 0 && <span>{t('home.stars', { count: m.stars })}</span>}
        </>
      }
    >
      <MerchantCardLine>
        {[categoryText(t, m.category), m.city].filter(Boolean).join(' · ')}
        {distance && <span className={styles.distance}>{t(`units.${distance.unit}`, { value: distance.value })}</span>}
      </MerchantCardLine>
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
    </MerchantCard>
  );
}
