import type { Product } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/lib/use-money';
import { choiceProblems, defaultChoice, type SpecChoice, unitPriceOf } from '../utils/spec-choice';
import { QtyStepper } from './qty-stepper';
import { SpecForm } from './spec-form';
import styles from './spec-popup.module.css';

type Props = {
  product: Product | null;
  onClose: () => void;
  /** Answers whether the cart took it (it refuses past its maximum). */
  onAdd: (product: Product, choice: SpecChoice, quantity: number) => boolean;
};

/** The product spec popup: choose size, options and add-ons, see the price change, pick a quantity, add. */
export function SpecPopup({ product, onClose, onAdd }: Props) {
  const { t } = useTranslation();
  const format = useMoney();
  const [choice, setChoice] = useState<SpecChoice>([]);
  const [quantity, setQuantity] = useState(1);
  const [problems, setProblems] = useState<number[]>([]);

  useEffect(() => {
    if (!product) return;
    setChoice(defaultChoice(product));
    setQuantity(1);
    setProblems([]);
  }, [product]);

  const unit = product ? unitPriceOf(product, choice) : 0;
  const maxQty = product?.stock === null || product?.stock === undefined ? 99 : Math.min(99, product.stock);
  const add = () => {
    if (!product) return;
    const found = choiceProblems(product, choice);
    setProblems(found);
    if (found.length) return;
    if (onAdd(product, choice, quantity)) onClose();
  };

  return (
    <BottomPopup
      visible={product !== null}
      onClose={onClose}
      title={product?.name}
      footer={
        product && (
          <div className={styles.footer}>
            <QtyStepper
              value={quantity}
              min={1}
              max={maxQty}
              onChange={setQuantity}
              addLabel={t('takeout.product.add_named', { name: product.name })}
              removeLabel={t('takeout.product.remove_named', { name: product.name })}
              testId="spec-quantity"
            />
            <Button
              color="primary"
              shape="rounded"
              className={styles.add}
              onClick={add}
              data-testid="spec-add"
              disabled={product.stock === 0}
            >
              {t('takeout.spec.add_to_cart', { price: format(unit * quantity, product.unit) })}
            </Button>
          </div>
        )
      }
    >
      {product && (
        <div className={styles.body} data-testid="spec-popup">
          <div className={styles.head}>
            <LazyImage src={product.image} alt="" ratio={1} className={styles.image} eager />
            <div className={styles.texts}>
              {product.description && <p className={styles.desc}>{product.description}</p>}
              <PriceTag amount={unit} unit={product.unit} size="lg" />
            </div>
          </div>
          <SpecForm product={product} choice={choice} onChange={setChoice} problems={problems} />
        </div>
      )}
    </BottomPopup>
  );
}
