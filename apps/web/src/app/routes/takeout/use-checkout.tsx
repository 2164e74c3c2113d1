import { useQueryClient } from '@tanstack/react-query';
import { OrderType } from '@wayfare/contracts/enums';
import { useCallback, useState } from 'react';
import { href, paths } from '@/config/paths';
import { usePayOrderMutation } from '@/features/order/api/pay-order';
import { usePayShortfall } from '@/features/order/hooks/use-pay-shortfall';
import { usePriceChange } from '@/features/order/hooks/use-price-change';
import { priceChangeOf } from '@/features/order/utils/price-change';
import { useCreateOrderMutation } from '@/features/takeout/api/create-order';
import { type CartLine, cartStore } from '@/features/takeout/utils/cart-store';
import { forgetPendingOrder, pendingOrder, rememberPendingOrder } from '@/features/takeout/utils/pending-order';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { navigate, redirect } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { invalidateUserInfo } from '@/lib/user-reads';

/**
 * `amount` is the cart total in minor units of `unit`, the merchant's currency: exactly what is paid;
 * `deliveryFee` the fee shown in it.
 */
type Order = {
  mid: string;
  addressId: string;
  lines: CartLine[];
  remark: string;
  amount: number;
  deliveryFee: number;
  unit: string;
};

/** Times a user may accept a new price in one checkout before being sent back to the cart. */
const MAX_PRICE_CONFIRMS = 3;

const keyOf = (err: unknown) => (err instanceof ApiError && !err.transport ? err.key : null);

/**
 * Checkout composed from two features: `/order/CreateOrder` (takeout; the server prices it again) then
 * `/order/PayOrder` from the balance in the order's currency with an idempotency key (order). When that
 * balance is short, the one shortfall sheet offers paying from another currency at a quote, or a top-up;
 * an order created but not paid is remembered for this cart, so paying again after a top-up pays that
 * same order. Success clears the merchant's cart and replaces checkout with the order's page. When a
 * price changed since the menu was read ("amount exception"), the new total and what changed are shown
 * to confirm; confirming orders again at that total (and the menu is read again). Render `sheet` once.
 */
export function useCheckout(onStale: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotent = useIdempotentCall();
  const sync = useWalletSync();
  const shortfall = usePayShortfall({ viewOrder: true });
  const priceChange = usePriceChange();
  const [paying, setPaying] = useState(false);
  const { mutateAsync: createOrder } = useCreateOrderMutation();
  const { mutateAsync: payOrder } = usePayOrderMutation();

  const finish = useCallback(
    async (mid: string, oid: string, paid?: { balance: number; balanceUnit: string }) => {
      if (paid) void sync({ unit: paid.balanceUnit, balance: paid.balance });
      forgetPendingOrder(mid);
      await redirect(href(paths.takeoutOrderDetail, { oid }));
      cartStore.clear(mid);
      // The wallet synced above and the order's views were read again by the payment; the profile too.
      void invalidateUserInfo(queryClient);
    },
    [queryClient, sync],
  );

  /** Paid from another currency, or it stays unpaid: top up now (and come back to pay it), or look at the order. */
  const offerShortfall = useCallback(
    async (mid: string, oid: string, amount: number, unit: string) => {
      const choice = await shortfall.ask({ oid, amount, unit });
      if (choice.kind === 'paid') await finish(mid, oid, choice.res);
      else if (choice.kind === 'topup') await navigate(paths.rechargeCenter);
      else if (choice.kind === 'view') {
        forgetPendingOrder(mid);
        await redirect(href(paths.takeoutOrderDetail, { oid }));
        cartStore.clear(mid);
      }
    },
    [shortfall.ask, finish],
  );

  const pay = useCallback(
    async ({ mid, addressId, lines, remark, amount: shown, deliveryFee, unit }: Order) => {
      // The prices shown go along, so that a refusal can say which of them changed.
      const products = lines.map((l) => ({ pid: l.pid, quantity: l.quantity, specs: l.specs, unitPrice: l.unitPrice }));
      const fingerprint = JSON.stringify([addressId, products, remark, shown]);
      let amount = shown;
      setPaying(true);
      try {
        let oid = pendingOrder(mid, fingerprint);
        for (let confirms = 0; !oid; ) {
          try {
            const order = await createOrder({
              mid,
              amount,
              deliveryFee,
              pType: OrderType.Takeout,
              addressId,
              products,
              remark,
            });
            oid = order.oid;
            rememberPendingOrder(mid, oid, fingerprint);
          } catch (err) {
            const key = keyOf(err);
            const change = priceChangeOf(err);
            if (change && change.currency === unit && confirms < MAX_PRICE_CONFIRMS) {
              setPaying(false);
              const accepted = await priceChange.ask(change);
              // The menu is read again either way: the cart shows today's prices.
              onStale();
              if (!accepted) return;
              confirms += 1;
              amount = change.amount;
              setPaying(true);
              continue;
            }
            if (key === 'amount_exception' || key === 'product_exception') {
              toast(t('takeout.checkout.prices_changed'));
              onStale();
            } else if (key === 'vendor_closed') {
              toast(t('takeout.checkout.closed'));
              onStale();
            } else {
              toast(translateError(err));
              if (key === 'out_of_range') onStale();
            }
            return;
          }
        }
        try {
          const paid = await idempotent({ oid }, (idempotencyKey) => payOrder({ oid, idempotencyKey }));
          await finish(mid, oid, paid);
        } catch (err) {
          const key = keyOf(err);
          if (key === 'order_already_paid') await finish(mid, oid);
          else if (key === 'insufficient_balance' || key === 'no_balance_in_currency') {
            setPaying(false);
            await offerShortfall(mid, oid, amount, unit);
          } else {
            if (key === 'pay_request_expired' || key === 'order_not_found') forgetPendingOrder(mid);
            toast(translateError(err));
          }
        }
      } finally {
        setPaying(false);
      }
    },
    [idempotent, finish, offerShortfall, onStale, t, createOrder, payOrder, priceChange.ask],
  );

  return {
    pay,
    paying,
    sheet: (
      <>
        {shortfall.sheet}
        {priceChange.sheet}
      </>
    ),
  };
}
