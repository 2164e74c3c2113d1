import type { Product } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { Page } from '@/components/ui/page';
import { PriceTag } from '@/components/ui/price-tag';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useAppInfo } from '@/features/app-config/api/get-app-info';
import { useMerchantInfo } from '@/features/takeout/api/get-merchant-info';
import { QtyStepper } from '@/features/takeout/components/qty-stepper';
import { SpecForm } from '@/features/takeout/components/spec-form';
import { useDeliveryTarget } from '@/features/takeout/hooks/use-delivery-target';
import { useMerchantCart } from '@/features/takeout/hooks/use-merchant-cart';
import { choiceProblems, defaultChoice, type SpecChoice, unitPriceOf } from '@/features/takeout/utils/spec-choice';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { backOrHome, redirect } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { useMoney } from '@/lib/use-money';
import styles from './product-detail.module.css';

type Props = { mid?: string; pid?: string };

/** One dish: big picture, description, sales, its options with prices, quantity, add to the cart. */
export default function ProductDetail({ mid = '', pid = '' }: Props) {
  const { t } = useTranslation();
  const target = useDeliveryTarget();
  const info = useMerchantInfo(mid, target?.where ?? {}, currentLocale());
  const cart = useMerchantCart(mid, info.data, useAppInfo().data?.cartMaxItems);
  const product = cart.products.get(pid) ?? null;

  if (!product) {
    return (
      <Page title={t('pages.productDetail')}>
        {info.isPending && /^\d+$/.test(mid) ? (
          <LoadingState variant="detail" />
        ) : info.isError ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <EmptyState
            title={t('takeout.product.not_found')}
            action={
              /^\d+$/.test(mid) && (
                <Button color="primary" shape="rounded" onClick={() => void redirect(href(paths.merchant, { mid }))}>
                  {t('takeout.product.back_to_menu')}
                </Button>
              )
            }
          />
        )}
      </Page>
    );
  }
  return <Dish product={product} merchantName={info.data?.name ?? ''} onAdd={cart.add} />;
}

type DishProps = {
  product: Product;
  merchantName: string;
  onAdd: (p: Product, choice: SpecChoice, quantity: number) => boolean;
};

function Dish({ product, merchantName, onAdd }: DishProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const [choice, setChoice] = useState<SpecChoice>(() => defaultChoice(product));
  const [quantity, setQuantity] = useState(1);
  const [problems, setProblems] = useState<number[]>([]);
  useEffect(() => setChoice(defaultChoice(product)), [product]);

  const unit = unitPriceOf(product, choice);
  const soldOut = product.stock === 0;
  const add = () => {
    const found = choiceProblems(product, choice);
    setProblems(found);
    if (found.length) return;
    if (onAdd(product, choice, quantity)) {
      toast(t('takeout.spec.added'));
      backOrHome();
    }
  };

  return (
    <Page
      title={t('pages.productDetail')}
      footer={
        <div className={styles.footer}>
          <QtyStepper
            value={quantity}
            min={1}
            max={product.stock === null ? 99 : Math.max(1, Math.min(99, product.stock))}
            onChange={setQuantity}
            addLabel={t('takeout.product.add_named', { name: product.name })}
            removeLabel={t('takeout.product.remove_named', { name: product.name })}
            disabled={soldOut}
          />
          <Button
            color="primary"
            shape="rounded"
            className={styles.add}
            disabled={soldOut}
            onClick={add}
            data-testid="detail-add"
          >
            {soldOut
              ? t('takeout.product.sold_out')
              : t('takeout.spec.add_to_cart', { price: format(unit * quantity, product.unit) })}
          </Button>
        </div>
      }
    >
      <LazyImage src={product.image} alt="" ratio={4 / 3} className={styles.image} eager />
      <section className={styles.card}>
        <h2 className={styles.name}>{product.name}</h2>
        {merchantName && <p className={styles.merchant}>{merchantName}</p>}
        <div className={styles.priceRow}>
          <PriceTag amount={unit} unit={product.unit} size="lg" />
          {product.sales > 0 && (
            <span className={styles.sold}>{t('takeout.product.sold', { count: product.sales })}</span>
          )}
        </div>
        {product.description && (
          <>
            <h3 className={styles.subhead}>{t('takeout.product.description')}</h3>
            <p className={styles.desc}>{product.description}</p>
          </>
        )}
      </section>
      {product.specs.length > 0 && (
        <div className={styles.specs}>
          <SpecForm product={product} choice={choice} onChange={setChoice} problems={problems} />
          <p className={styles.note}>{t('takeout.spec.note')}</p>
        </div>
      )}
    </Page>
  );
}
