import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/lib/use-money';
import styles from './cart-bar.module.css';
import { BagIcon } from './icons';

export type CartBlock = 'empty' | 'closed' | 'range' | 'min' | null;

type Props = {
  count: number;
  /** `total`, `deliveryFee` and `short` are minor units of `unit`, the merchant's currency. */
  total: number;
  unit: string;
  deliveryFee: number;
  /** Why checkout is not possible now, if it is not. */
  block: CartBlock;
  /** How much more to reach the minimum order (block `min`). */
  short: number;
  onOpenCart: () => void;
  onCheckout: () => void;
};

/** The sticky cart bar: bag with the item count, total, delivery fee, and checkout (or why not). */
export function CartBar({ count, total, unit, deliveryFee, block, short, onOpenCart, onCheckout }: Props) {
  const { t } = useTranslation();
  const format = useMoney();
  const money = (minor: number) => format(minor, unit);
  const label =
    block === 'closed'
      ? t('takeout.cart.closed')
      : block === 'range'
        ? t('takeout.cart.out_of_range')
        : block === 'min'
          ? t('takeout.cart.min_more', { amount: money(short) })
          : t('takeout.cart.checkout');
  return (
    <div className={styles.bar} data-testid="cart-bar">
      <button
        type="button"
        className={styles.summary}
        onClick={onOpenCart}
        disabled={count === 0}
        aria-label={t('takeout.cart.view', { count })}
      >
        <span className={`${styles.bag} ${count ? styles.bagOn : ''}`}>
          <BagIcon size={24} />
          {count > 0 && (
            <span className={styles.count} data-testid="cart-count">
              {count}
            </span>
          )}
        </span>
        <span className={styles.texts}>
          {count > 0 ? (
            <>
              <PriceTag amount={total} unit={unit} size="lg" className={styles.total} />
              <span className={styles.fee}>
                {deliveryFee > 0
                  ? t('takeout.cart.delivery', { fee: money(deliveryFee) })
                  : t('takeout.cart.free_delivery')}
              </span>
            </>
          ) : (
            <span className={styles.empty}>{t('takeout.cart.empty')}</span>
          )}
        </span>
      </button>
      <button
        type="button"
        className={styles.checkout}
        disabled={block !== null}
        onClick={onCheckout}
        data-testid="cart-checkout"
      >
        {label}
      </button>
    </div>
  );
}
