import type { ReactNode } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import type { CartLine } from '../utils/cart-store';
import styles from './cart-sheet.module.css';
import { QtyStepper } from './qty-stepper';

type Props = {
  visible: boolean;
  lines: CartLine[];
  /** The merchant's currency, every price of the cart is in. */
  unit: string;
  onClose: () => void;
  onQuantity: (key: string, next: number) => void;
  onClear: () => void;
  /** The cart bar again, so checkout is one tap away. */
  footer: ReactNode;
};

/** The cart popup: each line with its options and price, quantities to change, and clear. */
export function CartSheet({ visible, lines, unit, onClose, onQuantity, onClear, footer }: Props) {
  const { t } = useTranslation();
  return (
    <BottomPopup visible={visible} onClose={onClose} title={t('takeout.cart.title')} footer={footer}>
      <div className={styles.tools}>
        <button type="button" className={styles.clear} onClick={onClear} data-testid="cart-clear">
          {t('takeout.cart.clear')}
        </button>
      </div>
      <ul className={styles.lines} data-testid="cart-lines">
        {lines.map((l) => (
          <li key={l.key} className={styles.line} data-testid="cart-line">
            <LazyImage src={l.image} alt="" ratio={1} className={styles.image} />
            <div className={styles.info}>
              <span className={styles.name}>{l.name}</span>
              {l.options.length > 0 && <span className={styles.options}>{l.options.join(' · ')}</span>}
              <div className={styles.bottom}>
                <PriceTag amount={l.unitPrice * l.quantity} unit={unit} size="sm" />
                <QtyStepper
                  value={l.quantity}
                  onChange={(next) => onQuantity(l.key, next)}
                  addLabel={t('takeout.product.add_named', { name: l.name })}
                  removeLabel={t('takeout.product.remove_named', { name: l.name })}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </BottomPopup>
  );
}
