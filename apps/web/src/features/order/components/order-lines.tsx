import type { OrderDetail } from '@wayfare/contracts';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { useOrderFormat } from '../hooks/use-order-format';
import styles from './order-lines.module.css';

/** What was ordered (with the chosen options), the fees and the total, in the user's currency. */
export function OrderLines({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { money } = useOrderFormat();
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
            <PriceTag amount={o.amount} size="md" />
          </dd>
        </div>
        {o.refundAmount > 0 && (
          <div className={`${styles.fee} ${styles.refund}`}>
            <dt>{t('order.detail.refund_amount')}</dt>
            <dd>{money(o.refundAmount)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
