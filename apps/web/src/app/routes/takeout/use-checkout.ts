import { useQueryClient } from '@tanstack/react-query';
import { OrderType } from '@wayfare/contracts/enums';
import Dialog from 'antd-mobile/es/components/dialog';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, paths } from '@/config/paths';
import { postPayOrder } from '@/features/order/api/pay-order';
import { postCreateOrder } from '@/features/takeout/api/create-order';
import { takeoutKeys } from '@/features/takeout/api/keys';
import { type CartLine, cartStore } from '@/features/takeout/utils/cart-store';
import { forgetPendingOrder, pendingOrder, rememberPendingOrder } from '@/features/takeout/utils/pending-order';
import { ApiError, translateError } from '@/lib/api-client';
import { navigate, redirect } from '@/lib/navigation';
import { saveLoginUser, sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';

type Order = { mid: string; addressId: string; lines: CartLine[]; remark: string; amount: number };

const keyOf = (err: unknown) => (err instanceof ApiError && !err.transport ? err.key : null);

/**
 * Checkout composed from two features: `/order/CreateOrder` (takeout; the server prices it again) then
 * `/order/PayOrder` from the wallet with an idempotency key (order). An order created but not paid
 * (balance short) is remembered for this cart, so paying again after a top-up pays that same order.
 * Success clears the merchant's cart and replaces checkout with the order's page.
 */
export function useCheckout(onStale: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotent = useIdempotentCall();
  const [paying, setPaying] = useState(false);

  const finish = useCallback(
    async (mid: string, oid: string, balance?: number) => {
      const wallet = sessionStore.get()?.wallet;
      if (wallet && balance !== undefined) saveLoginUser({ wallet: { ...wallet, balance } });
      forgetPendingOrder(mid);
      await redirect(href(paths.takeoutOrderDetail, { oid }));
      cartStore.clear(mid);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== takeoutKeys.all[0] });
    },
    [queryClient],
  );

  /** The order stays unpaid: top up now (and come back to pay it), or look at the order. */
  const offerTopUp = useCallback(
    async (mid: string, oid: string) => {
      const choice = await new Promise<string | null>((resolve) => {
        Dialog.show({
          title: t('takeout.checkout.insufficient_title'),
          content: t('takeout.checkout.insufficient_body'),
          closeOnAction: true,
          closeOnMaskClick: true,
          onAction: (a) => resolve(String(a.key)),
          onClose: () => resolve(null),
          actions: [
            [
              { key: 'order', text: t('takeout.checkout.view_order') },
              { key: 'topup', text: t('takeout.checkout.top_up'), bold: true },
            ],
          ],
        });
      });
      if (choice === 'topup') await navigate(paths.rechargeCenter);
      else if (choice === 'order') {
        forgetPendingOrder(mid);
        await redirect(href(paths.takeoutOrderDetail, { oid }));
        cartStore.clear(mid);
      }
    },
    [t],
  );

  const pay = useCallback(
    async ({ mid, addressId, lines, remark, amount }: Order) => {
      const products = lines.map((l) => ({ pid: l.pid, quantity: l.quantity, specs: l.specs }));
      const fingerprint = JSON.stringify([addressId, products, remark, amount]);
      setPaying(true);
      try {
        let oid = pendingOrder(mid, fingerprint);
        if (!oid) {
          try {
            const order = await postCreateOrder({
              mid,
              amount,
              pType: OrderType.Takeout,
              addressId,
              products,
              remark,
            });
            oid = order.oid;
            rememberPendingOrder(mid, oid, fingerprint);
          } catch (err) {
            const key = keyOf(err);
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
          const paid = await idempotent({ oid }, (idempotencyKey) => postPayOrder({ oid, idempotencyKey }));
          await finish(mid, oid, paid.balance);
        } catch (err) {
          const key = keyOf(err);
          if (key === 'order_already_paid') await finish(mid, oid);
          else if (key === 'insufficient_balance') await offerTopUp(mid, oid);
          else {
            if (key === 'pay_request_expired' || key === 'order_not_found') forgetPendingOrder(mid);
            toast(translateError(err));
          }
        }
      } finally {
        setPaying(false);
      }
    },
    [idempotent, finish, offerTopUp, onStale, t],
  );

  return { pay, paying };
}
