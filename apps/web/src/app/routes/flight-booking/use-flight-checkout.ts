import { useQueryClient } from '@tanstack/react-query';
import type { Cabin, OrderDetail } from '@wayfare/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, paths } from '@/config/paths';
import { useCreateFlightOrderMutation } from '@/features/flight-booking/api/create-flight-order';
import { saveTravellers } from '@/features/flight-booking/api/save-traveller';
import type { BookingFormOutput } from '@/features/flight-booking/utils/booking-form';
import { fieldOfError, toCreateOrderRequest } from '@/features/flight-booking/utils/booking-form';
import { invalidateOrder } from '@/features/order/api/keys';
import { postPayOrder } from '@/features/order/api/pay-order';
import { usePayShortfall } from '@/features/order/hooks/use-pay-shortfall';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { ApiError, translateError } from '@/lib/api-client';
import { navigate, redirect } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';

export type Booking = {
  ticketId: string;
  cabin: Cabin;
  /** The total the screen shows, minor units of `unit`. */
  amount: number;
  unit: string;
};

type Handlers = {
  /** The fare moved under the user (price, seats, closed): load it again. */
  onStale: () => void;
  /** A refusal that belongs to form fields (`passengers.1.idExpiry`), with its translated message. */
  onFieldErrors: (fields: string[], message: string) => void;
  /** A round trip's return date: the booking's page then offers to find the return flight. */
  returnDate?: string;
};

const keyOf = (err: unknown) => (err instanceof ApiError && !err.transport ? err.key : null);

/**
 * Booking a flight, composed like the food checkout: `/order/CreateOrder` (pType 2; the server prices it
 * again, takes the seats and locks the price until `expiresAt`), then `/order/PayOrder` with an idempotency
 * key. A short balance opens the one shortfall sheet; the order stays unpaid and is remembered here, so
 * paying again pays that same order while its price lock runs (the screen counts it down). The
 * passengers ticked "save for next time" are saved once the booking exists. Render `sheet` once.
 */
export function useFlightCheckout({ onStale, onFieldErrors, returnDate }: Handlers) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const idempotent = useIdempotentCall();
  const { mutateAsync: createFlightOrder } = useCreateFlightOrderMutation();
  const sync = useWalletSync();
  const shortfall = usePayShortfall({ viewOrder: true });
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<OrderDetail | null>(null);
  const fingerprint = useRef('');

  const open = useCallback(
    async (oid: string) => {
      void invalidateOrder(client, oid);
      await redirect(href(paths.flightOrderDetail, { oid, ret: returnDate }));
    },
    [client, returnDate],
  );

  const payOrder = useCallback(
    async (order: OrderDetail) => {
      try {
        const paid = await idempotent({ oid: order.oid }, (idempotencyKey) =>
          postPayOrder({ oid: order.oid, idempotencyKey }),
        );
        void sync({ unit: paid.balanceUnit, balance: paid.balance });
        await open(order.oid);
      } catch (err) {
        const key = keyOf(err);
        if (key === 'order_already_paid') await open(order.oid);
        else if (key === 'insufficient_balance' || key === 'no_balance_in_currency') {
          setBusy(false);
          const choice = await shortfall.ask({ oid: order.oid, amount: order.amount, unit: order.unit });
          if (choice.kind === 'paid') {
            void sync({ unit: choice.res.balanceUnit, balance: choice.res.balance });
            await open(order.oid);
          } else if (choice.kind === 'topup') {
            // The booking holds its seats and price: top up from its page, so back returns there to pay it.
            await open(order.oid);
            await navigate(paths.rechargeCenter);
          } else if (choice.kind === 'view') await open(order.oid);
        } else {
          if (key === 'pay_request_expired' || key === 'order_not_found' || key === 'invalid_state') setPending(null);
          toast(translateError(err));
        }
      }
    },
    [idempotent, sync, open, shortfall.ask],
  );

  const book = useCallback(
    async (form: BookingFormOutput, saveFlags: boolean[], booking: Booking) => {
      const body = toCreateOrderRequest(form, booking);
      const print = JSON.stringify(body);
      setBusy(true);
      try {
        let order = pending && fingerprint.current === print ? pending : null;
        if (order?.expiresAt && Date.parse(order.expiresAt) <= Date.now()) order = null;
        if (!order) {
          try {
            order = await createFlightOrder(body);
          } catch (err) {
            const key = keyOf(err);
            const params = err instanceof ApiError ? err.params : {};
            const fields = key ? fieldOfError(key, params) : [];
            if (fields.length > 0) onFieldErrors(fields, translateError(err));
            else if (key === 'amount_exception') {
              toast(t('flightBooking.confirm.price_changed'));
              onStale();
            } else {
              toast(translateError(err));
              if (key === 'seats_unavailable' || key === 'booking_closed') onStale();
            }
            return;
          }
          fingerprint.current = print;
          setPending(order);
          void saveTravellers(
            client,
            form.passengers.filter((_, i) => saveFlags[i]),
          );
        }
        await payOrder(order);
      } finally {
        setBusy(false);
      }
    },
    [pending, payOrder, onFieldErrors, onStale, client, t, createFlightOrder],
  );

  return { book, busy, pending, sheet: shortfall.sheet };
}
