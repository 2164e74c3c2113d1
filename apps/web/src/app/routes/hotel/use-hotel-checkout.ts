import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@wayfare/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, paths } from '@/config/paths';
import { useCreateHotelOrderMutation } from '@/features/hotel/api/create-hotel-order';
import {
  type GuestFormOutput,
  guestFieldOfError,
  type HotelBooking,
  toCreateHotelOrder,
} from '@/features/hotel/utils/guest-form';
import { invalidateOrder } from '@/features/order/api/keys';
import { postPayOrder } from '@/features/order/api/pay-order';
import { usePayShortfall } from '@/features/order/hooks/use-pay-shortfall';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { ApiError, translateError } from '@/lib/api-client';
import { navigate, redirect } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';

type Handlers = {
  /** The price or the rooms moved under the user: load the hotel again. */
  onStale: () => void;
  /** A refusal that belongs to form fields (`guests.1.idNumber`), with its translated message. */
  onFieldErrors: (fields: string[], message: string) => void;
};

const keyOf = (err: unknown) => (err instanceof ApiError && !err.transport ? err.key : null);

/** Refusals after which the hotel's prices or rooms left should be read again. */
const staleKeys = new Set(['rooms_unavailable', 'too_many_guests', 'stay_in_past', 'product_exception']);

/**
 * Booking a stay, composed like the flight checkout: `/order/CreateOrder` (pType 3; the server prices it
 * again and takes one room of every night, held until `expiresAt`), then `/order/PayOrder` with an
 * idempotency key. A short balance opens the one shortfall sheet; the booking stays unpaid and is
 * remembered, so paying again pays that same booking while its hold runs. Render `sheet` once.
 */
export function useHotelCheckout({ onStale, onFieldErrors }: Handlers) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const idempotent = useIdempotentCall();
  const { mutateAsync: createHotelOrder } = useCreateHotelOrderMutation();
  const sync = useWalletSync();
  const shortfall = usePayShortfall({ viewOrder: true });
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<OrderDetail | null>(null);
  const fingerprint = useRef('');

  const open = useCallback(
    async (oid: string) => {
      void invalidateOrder(client, oid);
      await redirect(href(paths.hotelOrderDetail, { oid }));
    },
    [client],
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
            // The booking holds its rooms: top up from its page, so back returns there to pay it.
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
    async (form: GuestFormOutput, booking: HotelBooking) => {
      const body = toCreateHotelOrder(form, booking);
      const print = JSON.stringify(body);
      setBusy(true);
      try {
        let order = pending && fingerprint.current === print ? pending : null;
        if (order?.expiresAt && Date.parse(order.expiresAt) <= Date.now()) order = null;
        if (!order) {
          try {
            order = await createHotelOrder(body);
          } catch (err) {
            const key = keyOf(err);
            const params = err instanceof ApiError ? err.params : {};
            const fields = key ? guestFieldOfError(key, params) : [];
            if (fields.length > 0) onFieldErrors(fields, translateError(err));
            else if (key === 'amount_exception') {
              toast(t('hotel.confirm.price_changed'));
              onStale();
            } else {
              toast(translateError(err));
              if (key && staleKeys.has(key)) onStale();
            }
            return;
          }
          fingerprint.current = print;
          setPending(order);
        }
        await payOrder(order);
      } finally {
        setBusy(false);
      }
    },
    [pending, payOrder, onFieldErrors, onStale, t, createHotelOrder],
  );

  return { book, busy, pending, sheet: shortfall.sheet };
}
