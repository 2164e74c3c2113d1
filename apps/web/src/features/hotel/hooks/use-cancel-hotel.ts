import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, translateError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useMoney } from '@/lib/use-money';
import { type postCancelHotel, useCancelHotelMutation } from '../api/cancel-hotel';
import { type CancelQuote, fetchCancelQuote } from '../api/get-cancel-quote';

export type CancelDone = Awaited<ReturnType<typeof postCancelHotel>>;

/**
 * Cancel a stay with a quote: `open()` asks `/order/GetRefundQuote` (the fee its cancellation timeline
 * keeps now) and shows it; `confirm()` sends exactly that quote to `/order/RefundOrder` with an idempotency
 * key. An expired quote is replaced by a fresh one to confirm again; a booking that can no longer be
 * cancelled closes the sheet with the reason. `onSettled` runs after either outcome.
 */
export function useCancelHotel(oid: string, onSettled: (res: CancelDone | null) => unknown) {
  const { t } = useTranslation();
  const call = useIdempotentCall();
  const { mutateAsync: cancelHotel } = useCancelHotelMutation();
  const money = useMoney();
  const [visible, setVisible] = useState(false);
  const [quote, setQuote] = useState<CancelQuote | null>(null);
  const [loading, setLoading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setQuote(await fetchCancelQuote({ oid }));
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
      const res = await call(body, (idempotencyKey) => cancelHotel({ ...body, idempotencyKey }));
      toast(t('hotel.cancel_sheet.done', { amount: money(res.returned, res.returnedUnit) }));
      setVisible(false);
      await onSettled(res);
    } catch (err) {
      const key = err instanceof ApiError && !err.transport ? err.key : null;
      if (key === 'quote_expired') {
        toast(t('hotel.cancel_sheet.renewed'));
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
  }, [quote, sending, oid, call, cancelHotel, t, money, load, onSettled]);

  return { visible, open, close, quote, loading, error, reload: load, confirm, sending };
}
