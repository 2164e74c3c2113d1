import type { Product } from '@wayfare/contracts';
import { memo } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import styles from './dish-row.module.css';
import { QtyStepper } from './qty-stepper';

type Props = {
  product: Product;
  /** How many of it are in the cart (all option sets together). */
  inCart: number;
  onOpen: (p: Product) => void;
  /** Dishes with options open the spec popup; plain ones change the cart directly. */
  onChoose: (p: Product) => void;
  onQuantity: (p: Product, next: number) => void;
};

/**
 * A dish on the menu: picture, name, description, sales, price, and add (or − n +). Memoised: adding one
 * dish renders that row again, not the whole menu.
 */
export const DishRow = memo(function DishRow({ product: p, inCart, onOpen, onChoose, onQuantity }: Props) {
  const { t } = useTranslation();
  const soldOut = p.stock === 0;
  const hasSpecs = p.specs.length > 0;
  return (
    // The whole row opens the dish for a finger; keyboards and screen readers use the name's button (a row
    // that holds its own add buttons cannot itself be one: nested controls).
    // biome-ignore lint/a11y/noStaticElementInteractions: the name's button is the accessible way in
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name's button takes the keyboard
    <div
      className={`${styles.row} ${soldOut ? styles.soldOut : ''}`}
      onClick={() => onOpen(p)}
      data-testid="dish"
      data-pid={p.pid}
    >
      <LazyImage src={p.image} alt="" ratio={1} className={styles.image} />
      <div className={styles.info}>
        <button
          type="button"
          className={styles.name}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(p);
          }}
        >
          {p.name}
        </button>
        {p.description && <span className={styles.desc}>{p.description}</span>}
        <span className={styles.meta}>
          {p.sales > 0 && <span>{t('takeout.product.sold', { count: p.sales })}</span>}
          {p.stock !== null && p.stock > 0 && p.stock <= 10 && (
            <span className={styles.left}>{t('takeout.product.left', { count: p.stock })}</span>
          )}
        </span>
        <div className={styles.bottom}>
          <PriceTag amount={p.price} unit={p.unit} size="md" />
          {soldOut ? (
            <span className={styles.soldOutTag}>{t('takeout.product.sold_out')}</span>
          ) : hasSpecs ? (
            <button
              type="button"
              className={styles.choose}
              onClick={(e) => {
                e.stopPropagation();
                onChoose(p);
              }}
              data-testid="dish-options"
            >
              {t('takeout.product.choose')}
              {inCart > 0 && <span className={styles.badge}>{inCart}</span>}
            </button>
          ) : (
            <QtyStepper
              value={inCart}
              collapse
              max={p.stock ?? 99}
              onChange={(next) => onQuantity(p, next)}
              addLabel={t('takeout.product.add_named', { name: p.name })}
              removeLabel={t('takeout.product.remove_named', { name: p.name })}
              testId="dish-stepper"
            />
          )}
        </div>
      </div>
    </div>
  );
});
