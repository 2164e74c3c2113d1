import { useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, refundOrder } from '@wayfare/contracts';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useMoney } from '@/lib/use-money';
import { reloadUserInfo } from '@/lib/user-reads';
import { useCancelOrderMutation } from '../api/cancel-order';
import { usePayOrderMutation } from '../api/pay-order';
import { useRefundOrderMutation } from '../api/refund-order';
import type { PayResult } from '../components/pay-shortfall-sheet';
import { usePayShortfall } from './use-pay-shortfall';

/** An order to pay or refund: its amount in minor units of `unit`, its seller's currency. */
type Target = { oid: string; amount: number; unit: string };

export type { PayResult };
export type RefundResult = ResponseOf<typeof refundOrder>;

/**
 * Pays an unpaid order from the balance in its currency. The same submission retried after a lost answer
 * reuses its idempotency key, so it is never charged twice. Too little money opens the one shortfall
 * sheet (pay from another currency at a quote, or top up) instead of a bare error. `onPaid` lets the
 * screen bring the wallet up to date (the wallet feature owns that). Render `sheet` once.
 */
export function usePayOrder(onPaid?: (res: PayResult) => unknown) {
  const { t } = useTranslation();
  const call = useIdempotentCall();
  const payOrder = usePayOrderMutation();
  const shortfall = usePayShortfall();
  const [paying, setPaying] = useState<string | null>(null);

  const pay = async (order: Target): Promise<PayResult | null> => {
    if (paying) return null;
    setPaying(order.oid);
    try {
      const body = { oid: order.oid };
      const res = await call(body, (idempotencyKey) => payOrder.mutateAsync({ ...body, idempotencyKey }));
      toast(t('order.pay.done'));
      await onPaid?.(res);
      return res;
    } catch (err) {
      if (err instanceof ApiError && (err.key === 'insufficient_balance' || err.key === 'no_balance_in_currency')) {
        setPaying(null);
        const outcome = await shortfall.ask({ oid: order.oid, amount: order.amount, unit: order.unit });
        if (outcome.kind === 'paid') {
          toast(t('order.pay.done'));
          await onPaid?.(outcome.res);
          return outcome.res;
        }
        if (outcome.kind === 'topup') void navigate(paths.rechargeCenter);
      } else {
        toast(translateError(err));
      }
      return null;
    } finally {
      setPaying(null);
    }
  };

  return { pay, paying, sheet: shortfall.sheet };
}

/**
 * Asks for a refund after a confirmation. A refusal (too late: "order already completed") is toasted
 * by the API client in the user's language; either way the order is fetched again to show its state.
 */
export function useRefundOrder(onRefunded?: (res: RefundResult) => unknown) {
  const { t } = useTranslation();
  const call = useIdempotentCall();
  const refundOrder = useRefundOrderMutation();
  const client = useQueryClient();
  const money = useMoney();
  const [refunding, setRefunding] = useState<string | null>(null);

  const refund = async (order: Target): Promise<RefundResult | null> => {
    if (refunding) return null;
    const confirmed = await Dialog.confirm({
      title: t('order.refund.confirm_title'),
      content: t('order.refund.confirm_text', { amount: money(order.amount, order.unit) }),
      confirmText: t('order.refund.confirm'),
      cancelText: t('order.refund.keep'),
    });
    if (!confirmed) return null;
    setRefunding(order.oid);
    try {
      const body = { oid: order.oid };
      const res = await call(body, (idempotencyKey) => refundOrder.mutateAsync({ ...body, idempotencyKey }));
      // The money goes back in the currency it was paid from, at the rate paid: say how much and where.
      toast(t('order.refund.done_amount', { amount: money(res.returned, res.returnedUnit) }));
      // That may be another currency's balance than the order's: the login info lists every balance.
      await reloadUserInfo(client).catch(() => undefined);
      await onRefunded?.(res);
      return res;
    } catch {
      // the API client showed the reason
      return null;
    } finally {
      setRefunding(null);
    }
  };

  /**
   * A refund request (the order's `refundStage` is `request`): reason and photo go to the same call; the
   * order waits at Refunding until support decides. Resolves whether it was sent.
   */
  const request = async (order: Target, input: { reason: string; image: string }): Promise<boolean> => {
    if (refunding) return false;
    setRefunding(order.oid);
    try {
      const body = { oid: order.oid, reason: input.reason, image: input.image };
      const res = await call(body, (idempotencyKey) => refundOrder.mutateAsync({ ...body, idempotencyKey }));
      toast(t('order.refund_request.sent'));
      await onRefunded?.(res);
      return true;
    } catch {
      // the API client showed the reason
      return false;
    } finally {
      setRefunding(null);
    }
  };

  return { refund, request, refunding };
}

/**
 * Cancels an unpaid order with the reason the user gave (the sheet asks for it). A refusal (paid or
 * expired meanwhile) is toasted by the API client; either way the order is read again.
 */
export function useCancelOrder() {
  const { t } = useTranslation();
  const cancelOrder = useCancelOrderMutation();
  const cancel = async (oid: string, reason: string): Promise<boolean> => {
    try {
      await cancelOrder.mutateAsync({ oid, reason });
      toast(t('order.cancel.done'));
      return true;
    } catch {
      // the API client showed the reason
      return false;
    }
  };
  return { cancel, cancelling: cancelOrder.isPending };
}
