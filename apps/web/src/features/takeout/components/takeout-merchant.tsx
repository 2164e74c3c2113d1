import type { MerchantCard as Merchant } from '@wayfare/contracts';
import { memo } from 'react';
import { MerchantCard, MerchantCardLine } from '@/components/ui/merchant-card';
import { useTranslation } from '@/i18n/use-translation';
import { categoryText, tagText } from '@/lib/catalog-text';
import { formatDistance, useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import styles from './takeout-merchant.module.css';

/**
 * A restaurant of the takeout list: distance, price level, fee and minimum order, open or closed, out of
 * range. Memoised: the list renders again as filters and pages change, a card only when its own data does.
 */
export const TakeoutMerchant = memo(function TakeoutMerchant({
  merchant: m,
  onOpen,
}: {
  merchant: Merchant;
  onOpen: (m: Merchant) => void;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const format = useMoney();
  const money = (minor: number) => format(minor, m.unit);
  const distance = formatDistance(m.distance, locale);
  return (
    <MerchantCard
      merchant={m}
      onOpen={onOpen}
      size="large"
      dim={!m.open || m.inRange === false}
      closedText={m.opensAt ? t('takeout.card.opens_at', { time: m.opensAt }) : t('takeout.card.closed')}
      testId="takeout-merchant"
      tags={m.tags.slice(0, 2).map((tag) => tagText(t, tag))}
      warning={m.inRange === false && <span data-testid="out-of-range">{t('takeout.card.out_of_range')}</span>}
      meta={
        distance && (
          <span className={styles.dot} data-testid="merchant-distance">
            {t(`units.${distance.unit}`, { value: distance.value })}
          </span>
        )
      }
    >
      <MerchantCardLine muted>
        {[categoryText(t, m.category), t('takeout.card.per_person', { amount: money(m.avgPrice) })].join(' · ')}
      </MerchantCardLine>
      <MerchantCardLine>
        <span className={m.deliveryFee === 0 ? styles.free : undefined}>
          {m.deliveryFee > 0
            ? t('takeout.card.delivery_fee', { fee: money(m.deliveryFee) })
            : t('takeout.card.free_delivery')}
        </span>
        {m.minOrder > 0 && <span>{t('takeout.card.min_order', { amount: money(m.minOrder) })}</span>}
      </MerchantCardLine>
    </MerchantCard>
  );
});
