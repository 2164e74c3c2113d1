import type { MerchantCard } from '@wayfare/contracts';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/ui/lazy-image';
import { Rating } from '@/components/ui/rating';
import { categoryText, tagText } from '@/lib/catalog-text';
import { formatDistance, useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import styles from './merchant-row.module.css';

type Props = { merchant: MerchantCard; onOpen: (m: MerchantCard) => void };

/** A restaurant of the takeout list: picture, name, rating, distance, fee, open or closed, out of range. */
export function MerchantRow({ merchant: m, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const format = useMoney();
  const money = (minor: number) => format(minor, m.unit);
  const distance = formatDistance(m.distance, locale);
  const dim = !m.open || m.inRange === false;
  return (
    <button
      type="button"
      className={`${styles.card} ${dim ? styles.dim : ''}`}
      onClick={() => onOpen(m)}
      data-testid="takeout-merchant"
      data-mid={m.mid}
    >
      <span className={styles.media}>
        <LazyImage src={m.cover || m.logo} alt="" ratio={1} className={styles.cover} />
        {!m.open && <span className={styles.closed}>{t('takeout.card.closed')}</span>}
      </span>
      <span className={styles.info}>
        <span className={styles.name}>{m.name}</span>
        <span className={styles.meta}>
          <Rating value={m.rating} count={m.ratingCount} compact />
          {distance && (
            <span className={styles.dot} data-testid="merchant-distance">
              {t(`units.${distance.unit}`, { value: distance.value })}
            </span>
          )}
        </span>
        <span className={styles.sub}>
          {[categoryText(t, m.category), t('takeout.card.per_person', { amount: money(m.avgPrice) })].join(' · ')}
        </span>
        <span className={styles.fees}>
          <span className={m.deliveryFee === 0 ? styles.free : undefined}>
            {m.deliveryFee > 0
              ? t('takeout.card.delivery_fee', { fee: money(m.deliveryFee) })
              : t('takeout.card.free_delivery')}
          </span>
          {m.minOrder > 0 && <span>{t('takeout.card.min_order', { amount: money(m.minOrder) })}</span>}
        </span>
        {(m.inRange === false || m.tags.length > 0) && (
          <span className={styles.tags}>
            {m.inRange === false && (
              <span className={styles.range} data-testid="out-of-range">
                {t('takeout.card.out_of_range')}
              </span>
            )}
            {m.tags.slice(0, 2).map((tag) => (
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
