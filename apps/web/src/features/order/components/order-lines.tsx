import type { OrderDetail } from '@wayfare/contracts';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { useIntlLocale } from '@/lib/format';
import { formatRate } from '@/lib/money';
import { useMoney } from '@/lib/use-money';
import styles from './order-lines.module.css';

/**
 * What was ordered (with the chosen options), the fees and the total, in the order's currency (its
 * seller's); when it was paid from another balance, what left that balance and at which rate.
 */
export function OrderLines({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const format = useMoney();
  const locale = useIntlLocale();
  const money = (minor: number) => format(minor, o.unit);
  const paid = o.payment;
  const fees: [string, number, boolean][] = [
    ['order.detail.items_total', o.itemsTotal, true],
    ['order.detail.delivery_fee', o.deliveryFee, true],
    ['order.detail.service_fee', o.serviceFee, o.serviceFee > 0],
    ['order.detail.discount', -o.discount, o.discount > 0],
  ];
  return (
    <>
      <ul className={styles.items} data-testid="order-items">
        {o.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one product may appear twice with other options
          <li key={i} className={styles.item}>
            <LazyImage src={item.image} alt="" className={styles.thumb} />
            <span className={styles.main}>
              <span className={styles.name}>{item.name}</span>
              {item.specs.length > 0 && (
                <span className={styles.specs}>{item.specs.map((s) => `${s.group}: ${s.option}`).join(' · ')}</span>
              )}
              <span className={styles.unit}>
                {money(item.unitPrice)} × {item.quantity}
              </span>
            </span>
            <span className={styles.subtotal}>{money(item.subtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.fees}>
        {fees
          .filter(([, , shown]) => shown)
          .map(([key, amount]) => (
            <div key={key} className={styles.fee}>
              <dt>{t(key)}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
        <div className={`${styles.fee} ${styles.total}`}>
          <dt>{t('order.detail.total')}</dt>
          <dd data-testid="order-total">
            <PriceTag amount={o.amount} unit={o.unit} size="md" />
          </dd>
        </div>
        {paid && (
          <p className={styles.paidFrom} data-testid="order-paid-from">
            {t('order.detail.paid_from', {
              amount: format(paid.fromAmount, paid.fromUnit),
              unit: paid.fromUnit,
              rate: formatRate(paid.rate, paid.fromUnit, paid.toUnit, locale),
            })}
          </p>
        )}
        {o.refundAmount > 0 && (
          <div className={`${styles.fee} ${styles.refund}`}>
            <dt>{t('order.detail.refund_amount')}</dt>
            <dd data-testid="order-refund-amount">
              {money(o.refundAmount)}
              {/* A full refund of an order paid from another currency returns exactly what was paid. */}
              {paid && o.refundAmount === o.amount && (
                <span className={styles.returned}>
                  {t('order.detail.returned_to', {
                    amount: format(paid.fromAmount, paid.fromUnit),
                    unit: paid.fromUnit,
                  })}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
