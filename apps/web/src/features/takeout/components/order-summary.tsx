import Button from 'antd-mobile/es/components/button';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import type { CartLine } from '../utils/cart-store';
import styles from './order-summary.module.css';

type Props = {
  merchantName: string;
  merchantLogo: string;
  lines: CartLine[];
  /** `itemsTotal` and `deliveryFee` are minor units of `unit`, the merchant's currency. */
  itemsTotal: number;
  deliveryFee: number;
  unit: string;
  onEdit: () => void;
};

/** The order as it will be placed: dishes with options and quantities, items, delivery fee, total. */
export function OrderSummary({ merchantName, merchantLogo, lines, itemsTotal, deliveryFee, unit, onEdit }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="wf-order-items">
      <div className={styles.head}>
        <LazyImage src={merchantLogo} alt="" ratio={1} className={styles.logo} />
        <h2 id="wf-order-items" className={styles.merchant}>
          {merchantName}
        </h2>
        <Button size="small" fill="none" className={styles.edit} onClick={onEdit}>
          {t('takeout.checkout.edit_items')}
        </Button>
      </div>
      <ul className={styles.lines} data-testid="checkout-lines">
        {lines.map((l) => (
          <li key={l.key} className={styles.line}>
            <LazyImage src={l.image} alt="" ratio={1} className={styles.image} />
            <span className={styles.info}>
              <span className={styles.name}>{l.name}</span>
              {l.options.length > 0 && <span className={styles.options}>{l.options.join(' · ')}</span>}
              <span className={styles.qty}>×{l.quantity}</span>
            </span>
            <PriceTag amount={l.unitPrice * l.quantity} unit={unit} size="sm" tone="plain" />
          </li>
        ))}
      </ul>
      <dl className={styles.bill}>
        <div>
          <dt>{t('takeout.checkout.subtotal')}</dt>
          <dd>
            <PriceTag amount={itemsTotal} unit={unit} size="sm" tone="plain" />
          </dd>
        </div>
        <div>
          <dt>{t('takeout.checkout.delivery_fee')}</dt>
          <dd data-testid="checkout-delivery-fee">
            {deliveryFee > 0 ? (
              <PriceTag amount={deliveryFee} unit={unit} size="sm" tone="plain" />
            ) : (
              <span className={styles.free}>{t('takeout.card.free_delivery')}</span>
            )}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t('takeout.checkout.total')}</dt>
          <dd data-testid="checkout-total">
            <PriceTag amount={itemsTotal + deliveryFee} unit={unit} size="md" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
