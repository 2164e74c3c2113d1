import type { MerchantDetail } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { ClockIcon, PinIcon } from '@/components/ui/icons';
import { LazyImage } from '@/components/ui/lazy-image';
import { Rating } from '@/components/ui/rating';
import { useTranslation } from '@/i18n/use-translation';
import { categoryText } from '@/lib/catalog-text';
import { formatDistance, useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import { nextOpenText, todayHoursText } from '../utils/opening-hours';
import { BikeIcon } from './icons';
import styles from './merchant-hero.module.css';

type Props = {
  merchant: MerchantDetail;
  /** The delivery address line, or null when none is chosen. */
  addressText: string | null;
  onChangeAddress: () => void;
  /** Opens the merchant's reviews (comment_list). */
  onOpenReviews?: () => void;
};

/**
 * The restaurant's header: cover, logo, name, rating, today's hours and open state, delivery fee, minimum
 * order, distance; and, before anything is put in the cart, whether it is closed or does not deliver here.
 */
export function MerchantHero({ merchant: m, addressText, onChangeAddress, onOpenReviews }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const format = useMoney();
  const money = (minor: number) => format(minor, m.unit);
  const hours = todayHoursText(m.openingHours, m.timezone);
  const opens = nextOpenText(m.nextOpenAt, m.timezone, locale);
  const distance = formatDistance(m.distance, locale);
  return (
    <section className={styles.hero} data-testid="merchant-hero">
      <LazyImage src={m.cover || m.logo} alt="" ratio={2.4} className={styles.cover} eager />
      <div className={styles.card}>
        <div className={styles.top}>
          <LazyImage src={m.logo} alt="" ratio={1} className={styles.logo} eager />
          <div className={styles.titles}>
            <h2 className={styles.name}>{m.name}</h2>
            <div className={styles.meta}>
              <button
                type="button"
                className={styles.ratingLink}
                onClick={onOpenReviews}
                disabled={!onOpenReviews}
                data-testid="merchant-rating"
              >
                <Rating value={m.rating} compact />
                {m.ratingCount > 0 && <span>{t('takeout.merchant.ratings_count', { count: m.ratingCount })}</span>}
              </button>
              <span>{categoryText(t, m.category)}</span>
            </div>
          </div>
        </div>
        <div className={styles.hours}>
          <span className={`${styles.state} ${m.open ? styles.open : styles.closed}`} data-testid="merchant-state">
            {m.open ? t('takeout.merchant.open') : t('takeout.merchant.closed')}
          </span>
          <ClockIcon size={14} />
          <span>
            {hours === '00:00–24:00'
              ? t('takeout.merchant.open_24h')
              : hours
                ? t('takeout.merchant.hours_today', { hours })
                : t('takeout.merchant.closed_today')}
          </span>
          {!m.open && opens && <span className={styles.opens}>{t('takeout.merchant.opens_at', { time: opens })}</span>}
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>
              <BikeIcon size={14} /> {t('takeout.checkout.delivery_fee')}
            </dt>
            <dd>{m.deliveryFee > 0 ? money(m.deliveryFee) : t('takeout.card.free_delivery')}</dd>
          </div>
          <div>
            <dt>{t('takeout.merchant.min_order')}</dt>
            <dd>{money(m.minOrder)}</dd>
          </div>
          <div>
            <dt>
              <PinIcon size={14} /> {t('takeout.merchant.distance')}
            </dt>
            <dd>{distance ? t(`units.${distance.unit}`, { value: distance.value }) : '–'}</dd>
          </div>
        </dl>
      </div>

      {!m.open && (
        <p className={`${styles.notice} ${styles.warn}`} role="status" data-testid="closed-notice">
          {opens ? t('takeout.merchant.closed_notice', { time: opens }) : t('takeout.merchant.closed_notice_plain')}
        </p>
      )}
      {m.inRange === false && (
        <div className={`${styles.notice} ${styles.danger}`} role="status" data-testid="range-notice">
          <span>
            {addressText
              ? t('takeout.merchant.range_notice', { address: addressText })
              : t('takeout.merchant.range_notice_plain')}
          </span>
          <Button size="small" shape="rounded" color="danger" fill="outline" onClick={onChangeAddress}>
            {t('takeout.merchant.change_address')}
          </Button>
        </div>
      )}
      {m.inRange === null && !addressText && (
        <div className={styles.notice} role="status">
          <span>{t('takeout.merchant.no_address')}</span>
          <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onChangeAddress}>
            {t('takeout.merchant.set_address')}
          </Button>
        </div>
      )}
    </section>
  );
}
