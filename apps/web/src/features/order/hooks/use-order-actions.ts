import { useQueryClient } from '@tanstack/react-query';
import type { payOrder, ResponseOf, refundOrder } from '@wayfare/contracts';
import Dialog from 'antd-mobile/es/components/dialog';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ApiError, translateError } from '@/lib/api-client';
import { navigate } from '@/lib/navigation';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { orderKeys } from '../api/keys';
import { postPayOrder } from '../api/pay-order';
import { postRefundOrder } from '../api/refund-order';
import { useOrderFormat } from './use-order-format';

type Target = { oid: string; amount: number };
export type PayResult = ResponseOf<typeof payOrder>;
export type RefundResult = ResponseOf<typeof refundOrder>;

/** After money moved (or was refused because the order changed): every view of the order asks again. */
function useSettle() {
  const client = useQueryClient();
  return useCallback(
    (oid: string) =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.detail(oid) }),
        client.invalidateQueries({ queryKey: orderKeys.lists() }),
        client.invalidateQueries({ queryKey: orderKeys.counts() }),
      ]),
    [client],
  );
}

/**
 * Pays an unpaid order from the wallet. The same submission retried after a lost answer reuses its
 * idempotency key, so it is never charged twice. Too little money offers a top-up instead of a bare
 * error. `onPaid` lets the screen bring the wallet up to date (the wallet feature owns that).
 */
export function usePayOrder(onPaid?: (res: PayResult) => unknown) {
  const { t } = useTranslation();
  const call = useIdempotentCall();
  const settle = useSettle();
  const { money } = useOrderFormat();
  const [paying, setPaying] = useState<string | null>(null);

  const pay = async (order: Target): Promise<PayResult | null> => {
    if (paying) return null;
    setPaying(order.oid);
    try {
      const body = { oid: order.oid };
      const res = await call(body, (idempotencyKey) => postPayOrder({ ...body, idempotencyKey }));
      toast(t('order.pay.done'));
      await onPaid?.(res);
      return res;
    } catch (err) {
      if (err instanceof ApiError && err.key === 'insufficient_balance') {
        const balance = sessionStore.get()?.wallet?.balance;
        const topUp = await Dialog.confirm({
          title: t('order.pay.insufficient_title'),
          content: t('order.pay.insufficient_text', { amount: money(order.amount), balance: money(balance ?? 0) }),
          confirmText: t('order.pay.top_up'),
          cancelText: t('common.cancel'),
        });
        if (topUp) void navigate(paths.rechargeCenter);
      } else {
        toast(translateError(err));
      }
      return null;
    } finally {
      setPaying(null);
      void settle(order.oid);
    }
  };

  return { pay, paying };
}

/**
 * Asks for a refund after a confirmation. A refusal (too late: "order already completed") is toasted
 * by the API client in the user's language; either way the order is fetched again to show its state.
 */
export function useRefundOrder(onRefunded?: (res: RefundResult) => unknown) {
  const { t } = useTranslation();
  const call = useIdempotentCall();
  const settle = useSettle();
  const { money } = useOrderFormat();
  const [refunding, setRefunding] = useState<string | null>(null);

  const refund = async (order: Target): Promise<RefundResult | null> => {
    if (refunding) return null;
    const confirmed = await Dialog.confirm({
      title: t('order.refund.confirm_title'),
      content: t('order.refund.confirm_text', { amount: money(order.amount) }),
      confirmText: t('order.refund.confirm'),
      cancelText: t('order.refund.keep'),
    });
    if (!confirmed) return null;
    setRefunding(order.oid);
    try {
      const body = { oid: order.oid };
      const res = await call(body, (idempotencyKey) => postRefundOrder({ ...body, idempotencyKey }));
      toast(t('order.refund.done'));
      await onRefunded?.(res);
      return res;
    } catch {
      // the API client showed the reason
      return null;
    } finally {
      setRefunding(null);
      void settle(order.oid);
    }
  };

  return { refund, refunding };
}
