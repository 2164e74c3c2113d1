import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { Page } from '@/components/ui/page';
import { PriceTag } from '@/components/ui/price-tag';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useAppInfo } from '@/features/app-config/api/get-app-info';
import { useDelivery } from '@/features/takeout/api/get-delivery';
import { useMerchantInfo } from '@/features/takeout/api/get-merchant-info';
import { CheckoutAddress } from '@/features/takeout/components/checkout-address';
import { OrderSummary } from '@/features/takeout/components/order-summary';
import { PayMethod } from '@/features/takeout/components/pay-method';
import { useDeliveryTarget } from '@/features/takeout/hooks/use-delivery-target';
import { useMerchantCart } from '@/features/takeout/hooks/use-merchant-cart';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { formatDistance, useIntlLocale } from '@/lib/format';
import { navigate, redirect } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { useMoney } from '@/lib/use-money';
import { useUserInfo } from '@/lib/user-reads';
import styles from './confirm-takeout-order.module.css';
import { useCheckout } from './use-checkout';

type Props = { mid?: string };

const REMARK_MAX = 140;

/**
 * Checkout of one restaurant's cart: the delivery address (a saved one; a bare map pin asks to save or
 * pick one), fee and range from `/order/GetDelivery` (out of range offers another address), the dishes
 * with their options, fees, a note, the total in the merchant's currency, the balance in that currency, and pay
 * (a short balance offers paying from another currency at a quote, or a top-up).
 */
export default function ConfirmTakeoutOrder({ mid = '' }: Props) {
  const { t } = useTranslation();
  const format = useMoney();
  const locale = useIntlLocale();
  const user = useLoginUser();
  useUserInfo(user?._id ?? '');
  const target = useDeliveryTarget();
  const info = useMerchantInfo(mid, target?.where ?? {}, currentLocale());
  const merchant = info.data;
  const cart = useMerchantCart(mid, merchant, useAppInfo().data?.cartMaxItems);
  const address = target?.address ?? null;
  const delivery = useDelivery(mid, address ? { addressId: address.id } : null);
  const [remark, setRemark] = useState('');
  const refresh = () => {
    void info.refetch();
    void delivery.refetch();
  };
  const checkout = useCheckout(refresh);
  const pickAddress = () => void navigate(href(paths.userAddress, { select: 1 }));

  if (!/^\d+$/.test(mid) || (info.error instanceof ApiError && info.error.key === 'not_found')) {
    return (
      <Page title={t('pages.confirmTakeoutOrder')}>
        <EmptyState title={t('takeout.merchant.not_found')} />
      </Page>
    );
  }
  if (!merchant) {
    return (
      <Page title={t('pages.confirmTakeoutOrder')}>
        {info.isError ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <LoadingState variant="detail" />
        )}
      </Page>
    );
  }
  if (cart.count === 0) {
    return (
      <Page title={t('pages.confirmTakeoutOrder')}>
        <EmptyState
          title={t('takeout.checkout.empty_cart')}
          action={
            <Button color="primary" shape="rounded" onClick={() => void redirect(href(paths.merchant, { mid }))}>
              {t('takeout.checkout.back_to_menu')}
            </Button>
          }
        />
      </Page>
    );
  }

  // Every amount here is in the merchant's currency: the cart, the fee and what is paid are the same number.
  const unit = merchant.unit;
  const money = (minor: number) => format(minor, unit);
  const fee = delivery.data?.deliveryFee ?? merchant.deliveryFee;
  const total = cart.total + fee;
  const wallet = user?.wallet;
  const held = wallet?.wallets?.find((w) => w.unit === unit) ?? (wallet?.unit === unit ? wallet : null);
  const balance = wallet ? (held?.balance ?? 0) : null;
  const others = (wallet?.wallets ?? []).filter((w) => w.unit !== unit && w.balance > 0);
  const outOfRange = delivery.data?.inRange === false;
  const open = merchant.open && delivery.data?.open !== false;
  const short = Math.max(0, merchant.minOrder - cart.total);
  const distance = formatDistance(delivery.data?.distance, locale);
  const canPay = Boolean(address && delivery.data && !outOfRange && open && short === 0 && !checkout.paying);

  const pay = () => {
    if (!address || !canPay) return;
    void checkout.pay({
      mid,
      addressId: address.id,
      lines: cart.lines,
      remark: remark.trim(),
      amount: total,
      deliveryFee: fee,
      unit,
    });
  };

  return (
    <Page
      title={t('pages.confirmTakeoutOrder')}
      footer={
        <div className={styles.footer}>
          <span className={styles.totalBox}>
            <span className={styles.totalLabel}>{t('takeout.checkout.total')}</span>
            <PriceTag amount={total} unit={unit} size="lg" />
          </span>
          <Button
            color="primary"
            shape="rounded"
            className={styles.pay}
            disabled={!canPay}
            loading={checkout.paying}
            loadingText={t('takeout.checkout.paying')}
            onClick={pay}
            data-testid="checkout-pay"
          >
            {t('takeout.checkout.pay', { amount: money(total) })}
          </Button>
        </div>
      }
    >
      <div className={styles.stack}>
        <section className={styles.section} aria-label={t('takeout.checkout.address')}>
          <CheckoutAddress
            address={address}
            pointText={target && !address ? target.text : null}
            onChange={pickAddress}
          />
          {address && delivery.isError && (
            <ErrorState compact error={delivery.error} onRetry={() => void delivery.refetch()} />
          )}
          {delivery.data && !outOfRange && (
            <p className={styles.eta} data-testid="checkout-eta">
              {t('takeout.checkout.eta', { minutes: delivery.data.etaMinutes })}
              {distance &&
                ` · ${t('takeout.checkout.distance', { distance: t(`units.${distance.unit}`, { value: distance.value }) })}`}
            </p>
          )}
          {outOfRange && (
            <div className={styles.range} role="alert" data-testid="checkout-out-of-range">
              <span>{t('errors.out_of_range')}</span>
              <Button size="small" shape="rounded" color="danger" onClick={pickAddress}>
                {t('takeout.checkout.out_of_range_action')}
              </Button>
            </div>
          )}
        </section>

        {!open && (
          <p className={styles.warn} role="alert">
            {t('takeout.checkout.closed')}
          </p>
        )}

        <OrderSummary
          merchantName={merchant.name}
          merchantLogo={merchant.logo}
          lines={cart.lines}
          itemsTotal={cart.total}
          deliveryFee={fee}
          unit={unit}
          onEdit={() => void redirect(href(paths.merchant, { mid }))}
        />
        {short > 0 && (
          <p className={styles.warn} role="alert">
            {t('takeout.checkout.min_order', { amount: money(merchant.minOrder), more: money(short) })}
          </p>
        )}

        <section className={styles.section}>
          <div className={styles.remark}>
            <label htmlFor="wf-remark" className={styles.remarkTitle}>
              {t('takeout.checkout.remark')}
            </label>
            <TextArea
              id="wf-remark"
              value={remark}
              onChange={setRemark}
              maxLength={REMARK_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder={t('takeout.checkout.remark_placeholder')}
            />
          </div>
        </section>

        {checkout.sheet}
        <PayMethod
          balance={balance}
          total={total}
          unit={unit}
          others={others}
          onTopUp={() => void navigate(paths.rechargeCenter)}
        />
      </div>
    </Page>
  );
}
