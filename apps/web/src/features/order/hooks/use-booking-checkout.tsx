import { useQueryClient } from '@tanstack/react-query';
import type { createOrder, OrderDetail, RequestOf } from '@wayfare/contracts';
import { useCallback, useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { navigate, redirect } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { invalidateOrder } from '../api/keys';
import { postPayOrder } from '../api/pay-order';
import { priceChangeOf } from '../utils/price-change';
import { usePayShortfall } from './use-pay-shortfall';
import { usePriceChange } from './use-price-change';

export type CreateOrderBody = RequestOf<typeof createOrder>;

/** A total: minor units of `unit`. */
export type Total = { amount: number; unit: string };

/** The total a booking screen shows; `changed` once the server answered with a new price for it. */
export type ShownTotal = Total & { changed: boolean };

type Options = {
  /** The product's create call (its mutation reads that product's views again). */
  create: (body: CreateOrderBody) => Promise<OrderDetail>;
  /** The booking's own page: paying, topping up and viewing end there. */
  detailHref: (oid: string) => string;
  /** The form fields a refusal belongs to (`passengers.1.idExpiry`), none when it is not a field's. */
  fieldsOf: (key: string, params: Record<string, unknown>) => string[];
  /** Refusals after which what is booked (price, seats, rooms) should be read again. */
  staleKeys: readonly string[];
  /** What is booked moved under the user: load it again. */
  onStale: () => void;
  /** A refusal that belongs to form fields, with its translated message. */
  onFieldErrors: (fields: string[], message: string) => void;
};

/** The server's own total, in the `amount_exception` answer to a total that is no longer the price. */
type Repriced = Total & {
  /** The total the screen computed and sent when the server answered with this one. */
  sent: number;
};

const keyOf = (err: unknown) => (err instanceof ApiError && !err.transport ? err.key : null);

/**
 * Booking a flight or a stay, composed like the food checkout: `/order/CreateOrder` (the server prices it
 * again and takes the seats or rooms until the order's `expiresAt`), then `/order/PayOrder` with an
 * idempotency key. A short balance opens the one shortfall sheet; the order stays unpaid and is remembered
 * here, so paying again pays that same order while its hold runs (the screen counts it down).
 *
 * A price that moved between the quote and the order: the server answers `amount_exception` with its own
 * total and what changed; the user confirms it in the one price-change sheet (as the food checkout does) and
 * the order is created again with that total, or goes back to the screen, which shows the new total
 * (`total(...)`) and sends it on the next try. Render `sheet` once.
 */
export function useBookingCheckout({ create, detailHref, fieldsOf, staleKeys, onStale, onFieldErrors }: Options) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const idempotent = useIdempotentCall();
  const sync = useWalletSync();
  const shortfall = usePayShortfall({ viewOrder: true });
  const priceChange = usePriceChange();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<OrderDetail | null>(null);
  const [repriced, setRepriced] = useState<Repriced | null>(null);
  const fingerprint = useRef('');

  const open = useCallback(
    async (oid: string) => {
      void invalidateOrder(client, oid);
      await redirect(detailHref(oid));
    },
    [client, detailHref],
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
            // The booking holds its seats or rooms: top up from its page, so back returns there to pay it.
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

  /** The total to show and send for the one the screen computed: the server's, while it answered that one. */
  const total = useCallback(
    (amount: number, unit: string): ShownTotal => {
      if (repriced?.sent === amount) return { amount: repriced.amount, unit: repriced.unit, changed: true };
      // Read again, the screen's own total may now be the server's one.
      const same = repriced?.amount === amount && repriced.unit === unit;
      return { amount, unit, changed: same };
    },
    [repriced],
  );

  /**
   * Creates the order (or takes the one waiting for this same booking) and pays it. `body.amount` is the
   * total the screen computed, in `unit`; `onCreated` runs once the order exists.
   */
  const book = useCallback(
    async (body: CreateOrderBody, unit: string, onCreated?: () => void) => {
      const computed = body.amount;
      let req: CreateOrderBody = { ...body, amount: total(computed, unit).amount };
      setBusy(true);
      try {
        let order = pending && fingerprint.current === JSON.stringify(req) ? pending : null;
        if (order?.expiresAt && Date.parse(order.expiresAt) <= Date.now()) order = null;
        while (!order) {
          try {
            order = await create(req);
          } catch (err) {
            const moved = priceChangeOf(err);
            if (moved) {
              setRepriced({ amount: moved.amount, unit: moved.currency, sent: computed });
              onStale();
              setBusy(false);
              if (!(await priceChange.ask(moved))) return;
              setBusy(true);
              req = { ...req, amount: moved.amount };
              continue;
            }
            const key = keyOf(err);
            const fields = key ? fieldsOf(key, err instanceof ApiError ? err.params : {}) : [];
            if (fields.length > 0) onFieldErrors(fields, translateError(err));
            else if (key === 'amount_exception') {
              // An answer without the new total: read the price again for the user to check.
              toast(t('order.checkout.price_reloaded'));
              onStale();
            } else {
              toast(translateError(err));
              if (key && staleKeys.includes(key)) onStale();
            }
            return;
          }
          fingerprint.current = JSON.stringify(req);
          setPending(order);
          onCreated?.();
        }
        await payOrder(order);
      } finally {
        setBusy(false);
      }
    },
    [pending, payOrder, create, fieldsOf, staleKeys, onFieldErrors, onStale, total, t, priceChange.ask],
  );

  return {
    book,
    busy,
    pending,
    total,
    sheet: (
      <>
        {shortfall.sheet}
        {priceChange.sheet}
      </>
    ),
  };
}
