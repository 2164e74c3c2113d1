import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, translateError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useMoney } from '@/lib/use-money';
import { fetchRefundQuote, type RefundQuote } from '../api/get-refund-quote';
import { type postRefundAtQuote, useRefundAtQuoteMutation } from '../api/refund-order';

export type RefundDone = Awaited<ReturnType<typeof postRefundAtQuote>>;

/** The two toasts of a booking's refund, in the words of its feature (a flight is refunded, a stay cancelled). */
export type RefundToasts = { done: (amount: string) => string; renewed: string };

/**
 * Refund (or cancel) a booking with a quote: `open()` asks `/order/GetRefundQuote` and shows it; `confirm()`
 * sends exactly that quote to `/order/RefundOrder` with an idempotency key. An expired quote is replaced by
 * a fresh one to confirm again; a booking that can no longer be refunded closes the sheet with the reason.
 * `feature` is the query key of the feature's reads to ask again; `onSettled` runs after either outcome.
 */
export function useBookingRefund(
  oid: string,
  { feature, toasts }: { feature: QueryKey; toasts: RefundToasts },
  onSettled: (res: RefundDone | null) => unknown,
) {
  const call = useIdempotentCall();
  const { mutateAsync: refund } = useRefundAtQuoteMutation({ feature });
  const money = useMoney();
  const [visible, setVisible] = useState(false);
  const [quote, setQuote] = useState<RefundQuote | null>(null);
  const [loading, setLoading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setQuote(await fetchRefundQuote({ oid }));
    } catch (err) {
      setQuote(null);
      setError(err);
    } finally {
      setLoading(false);
    }
  }, [oid]);

  const open = useCallback(() => {
    setVisible(true);
    void load();
  }, [load]);

  const close = useCallback(() => {
    if (!sending) setVisible(false);
  }, [sending]);

  const confirm = useCallback(async () => {
    if (!quote || sending) return;
    setSending(true);
    try {
      const body = { oid, quoteId: quote.quoteId };
      const res = await call(body, (idempotencyKey) => refund({ ...body, idempotencyKey }));
      toast(toasts.done(money(res.returned, res.returnedUnit)));
      setVisible(false);
      await onSettled(res);
    } catch (err) {
      const key = err instanceof ApiError && !err.transport ? err.key : null;
      if (key === 'quote_expired') {
        toast(toasts.renewed);
        await load();
      } else {
        toast(translateError(err));
        if (key === 'not_refundable' || key === 'invalid_state') {
          setVisible(false);
          await onSettled(null);
        }
      }
    } finally {
      setSending(false);
    }
  }, [quote, sending, oid, call, refund, toasts, money, load, onSettled]);

  return { visible, open, close, quote, loading, error, reload: load, confirm, sending };
}
