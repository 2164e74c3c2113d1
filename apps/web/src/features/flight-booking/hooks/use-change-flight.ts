import type { Cabin } from '@wayfare/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { type postChangeFlight, useChangeFlightMutation } from '../api/change-flight';
import { type ChangeQuote, fetchChangeQuote } from '../api/get-change-quote';

export type ChangeDone = Awaited<ReturnType<typeof postChangeFlight>>;

type Booking = { oid: string; cabin: Cabin };

/**
 * Changing flights in two steps: pick another flight of the route (the sheet lists them by date), then
 * `/order/GetChangeQuote` prices it (fee, fare difference, total to pay or to get back) and `confirm()`
 * sends that quote with an idempotency key. An expired quote is fetched again; a full flight sends the
 * user back to the list; a refusal closes with its reason. `onSettled` runs after money moved.
 */
export function useChangeFlight(booking: Booking, onSettled: (res: ChangeDone | null) => unknown) {
  const { t } = useTranslation();
  const call = useIdempotentCall();
  const { mutateAsync: changeFlight } = useChangeFlightMutation();
  const [visible, setVisible] = useState(false);
  const [ticketId, setTicketId] = useState<string | null>(null);
  const [quote, setQuote] = useState<ChangeQuote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [sending, setSending] = useState(false);

  const pick = useCallback(
    async (id: string) => {
      setTicketId(id);
      setQuote(null);
      setQuoting(true);
      try {
        setQuote(await fetchChangeQuote({ oid: booking.oid, ticketId: id }));
      } catch (err) {
        setTicketId(null);
        toast(translateError(err));
        const key = err instanceof ApiError ? err.key : null;
        if (key === 'not_changeable' || key === 'invalid_state') setVisible(false);
      } finally {
        setQuoting(false);
      }
    },
    [booking.oid],
  );

  const back = useCallback(() => {
    setTicketId(null);
    setQuote(null);
  }, []);

  const open = useCallback(() => {
    back();
    setVisible(true);
  }, [back]);

  const close = useCallback(() => {
    if (!sending) setVisible(false);
  }, [sending]);

  const confirm = useCallback(async () => {
    if (!quote || sending) return;
    setSending(true);
    try {
      const body = { oid: booking.oid, quoteId: quote.quoteId };
      const res = await call(body, (idempotencyKey) => changeFlight({ ...body, idempotencyKey }));
      toast(t('flightBooking.change.done', { flight: quote.flightNo }));
      setVisible(false);
      await onSettled(res);
    } catch (err) {
      const key = err instanceof ApiError && !err.transport ? err.key : null;
      if (key === 'quote_expired') {
        toast(t('flightBooking.quote.renewed'));
        await pick(quote.ticketId);
      } else {
        toast(translateError(err));
        if (key === 'seats_unavailable') back();
        if (key === 'not_changeable' || key === 'invalid_state') {
          setVisible(false);
          await onSettled(null);
        }
      }
    } finally {
      setSending(false);
    }
  }, [quote, sending, booking.oid, call, changeFlight, t, pick, back, onSettled]);

  return { visible, open, close, ticketId, quote, quoting, pick, back, confirm, sending };
}
