import type { OrderDetail, OrderSummary } from '@wayfare/contracts';
// The enums module holds plain constants only, so the browser takes the contract's own numbers without zod.
import { OrderListTab, OrderStatus, OrderType } from '@wayfare/contracts/enums';
import type { Tone } from '@/components/ui/status-tag';
import { href, paths } from '@/config/paths';

export { OrderListTab, OrderStatus, OrderType };

/**
 * An order's state as the user reads it: the eight server statuses, plus `expired` for an unpaid order
 * whose pay window has closed (the server cancels it and releases the stock) and `cancelled` for one its
 * owner cancelled with a reason.
 */
export type StatusView =
  | 'unpaid'
  | 'expired'
  | 'cancelled'
  | 'in_progress'
  | 'calling_rider'
  | 'rider_to_merchant'
  | 'delivering'
  | 'completed'
  | 'refunding'
  | 'refunded';

const views: Record<number, StatusView> = {
  [OrderStatus.Unpaid]: 'unpaid',
  [OrderStatus.InProgress]: 'in_progress',
  [OrderStatus.CallingRider]: 'calling_rider',
  [OrderStatus.RiderToMerchant]: 'rider_to_merchant',
  [OrderStatus.Delivering]: 'delivering',
  [OrderStatus.Completed]: 'completed',
  [OrderStatus.Refunding]: 'refunding',
  [OrderStatus.Refunded]: 'refunded',
};

type Payable = Pick<OrderSummary, 'status' | 'canPay' | 'expiresAt'> & { cancelReason?: string | null };

/** Still payable now: the server said so, and its pay window has not closed since it answered. */
export function payableNow(o: Payable, now = Date.now()): boolean {
  if (o.status !== OrderStatus.Unpaid || !o.canPay) return false;
  const end = o.expiresAt ? Date.parse(o.expiresAt) : Number.NaN;
  return Number.isNaN(end) || end > now;
}

export function statusView(o: Payable, now = Date.now()): StatusView {
  if (o.status === OrderStatus.Unpaid && o.cancelReason) return 'cancelled';
  if (o.status === OrderStatus.Unpaid) return payableNow(o, now) ? 'unpaid' : 'expired';
  return views[o.status] ?? 'in_progress';
}

/** i18n key of the status label (`order.status.<view>`) of a status number alone (timeline steps). */
export const statusKey = (view: StatusView) => `order.status.${view}`;
/** A timeline step's label; the first one, once passed, reads "Order placed" rather than "awaiting payment". */
export const stepKey = (status: number, state?: 'done' | 'current' | 'upcoming' | 'skipped') =>
  status === OrderStatus.Unpaid && state === 'done' ? 'order.status.placed' : statusKey(views[status] ?? 'in_progress');

export const statusTone = (view: StatusView): Tone =>
  view === 'unpaid' || view === 'refunding'
    ? 'pending'
    : view === 'completed'
      ? 'success'
      : view === 'expired' || view === 'cancelled' || view === 'refunded'
        ? 'muted'
        : 'info';

/** The list tab an order status belongs to (delivered orders stay under To Receive/Use); expired ones are in none. */
export function tabOfStatus(status: number): OrderListTab | null {
  if (status === OrderStatus.Unpaid) return OrderListTab.PendingPayment;
  if (status >= OrderStatus.InProgress && status < OrderStatus.Completed) return OrderListTab.ToReceive;
  if (status === OrderStatus.Refunding || status === OrderStatus.Refunded) return OrderListTab.Refund;
  return null;
}

export const orderTabs = [
  OrderListTab.PendingPayment,
  OrderListTab.ToReceive,
  OrderListTab.Refund,
  OrderListTab.All,
] as const;
export const isOrderTab = (v: unknown): v is OrderListTab => (orderTabs as readonly unknown[]).includes(v);

export type OrderActions = { pay: boolean; refund: boolean; changeAddress: boolean; cancel: boolean; reorder: boolean };

/**
 * What the user may do with an order now. The server's flags decide; an unpaid order whose window has
 * passed since the answer loses pay (and address change) at once, without waiting for a refetch.
 */
export function orderActions(
  o: Pick<
    OrderSummary,
    'status' | 'payStatus' | 'canPay' | 'canRefund' | 'canChangeAddress' | 'expiresAt' | 'canCancel' | 'canReorder'
  >,
  now = Date.now(),
): OrderActions {
  const pay = payableNow(o, now);
  const unpaid = o.status === OrderStatus.Unpaid;
  return {
    pay,
    refund: o.canRefund && o.payStatus === 1,
    changeAddress: o.canChangeAddress && (!unpaid || pay),
    cancel: o.canCancel && pay,
    reorder: o.canReorder,
  };
}

export type TimelineStep = {
  status: number;
  state: 'done' | 'current' | 'upcoming' | 'skipped';
  /** When the step was reached (ISO), from the server's timeline. */
  at: string | null;
  /** When the server expects this step (the next one only). */
  eta: string | null;
};

const deliverySteps: readonly number[] = [
  OrderStatus.Unpaid,
  OrderStatus.InProgress,
  OrderStatus.CallingRider,
  OrderStatus.RiderToMerchant,
  OrderStatus.Delivering,
  OrderStatus.Completed,
];

/**
 * The steps the detail page draws. A delivery runs 0 → 5; a refunded order shows the delivery steps it
 * reached, then refunding and refunded; an expired unpaid order greys out the steps it never reaches.
 */
export function timelineSteps(
  o: Pick<OrderDetail, 'status' | 'timeline' | 'nextStepAt' | 'canPay' | 'expiresAt'> & {
    cancelReason?: string | null;
  },
  now = Date.now(),
): TimelineStep[] {
  const reachedAt = new Map<number, string>();
  for (const e of o.timeline) reachedAt.set(e.status, e.at);
  const refund = o.status === OrderStatus.Refunding || o.status === OrderStatus.Refunded;
  const view = statusView(o, now);
  const expired = view === 'expired' || view === 'cancelled';
  const order: readonly number[] = refund
    ? [
        ...deliverySteps.filter((s) => s <= OrderStatus.Delivering && (reachedAt.has(s) || s === OrderStatus.Unpaid)),
        OrderStatus.Refunding,
        OrderStatus.Refunded,
      ]
    : deliverySteps;
  const currentIndex = order.indexOf(o.status);
  // Completed and refunded are the end: the last step is done, not waiting.
  const final = o.status === OrderStatus.Completed || o.status === OrderStatus.Refunded;
  return order.map((status, i) => {
    const state: TimelineStep['state'] =
      i < currentIndex || (final && i === currentIndex)
        ? 'done'
        : i === currentIndex
          ? 'current'
          : expired
            ? 'skipped'
            : 'upcoming';
    const next = i === currentIndex + 1 && !expired;
    return {
      status,
      state,
      at: state === 'done' || state === 'current' ? (reachedAt.get(status) ?? null) : null,
      eta: next && o.nextStepAt ? o.nextStepAt : null,
    };
  });
}

/** The order is still moving: someone may pay it, or the dispatcher or a refund will change it. */
export function isLive(o: Payable, now = Date.now()): boolean {
  if (o.status === OrderStatus.Unpaid) return payableNow(o, now);
  return (
    (o.status >= OrderStatus.InProgress && o.status <= OrderStatus.Delivering) || o.status === OrderStatus.Refunding
  );
}

/**
 * How long until the detail page asks the server again: gently while the order moves (the socket push
 * is the fast path), just after the next step is due, and never once the order has settled.
 */
export function pollDelayMs(
  o: Payable & Pick<OrderDetail, 'nextStepAt'>,
  now = Date.now(),
  socketConnected = false,
): number | false {
  if (!isLive(o, now)) return false;
  const gentle = socketConnected ? 30_000 : 10_000;
  const due = o.nextStepAt ? Date.parse(o.nextStepAt) - now + 1_000 : Number.NaN;
  return Number.isFinite(due) && due < gentle ? Math.max(due, 1_500) : gentle;
}

/** The detail page of an order: flights and hotels have their own, everything else the takeout one. */
export function detailPath(o: Pick<OrderSummary, 'oid' | 'pType'>): string {
  if (o.pType === OrderType.Flight) return href(paths.flightOrderDetail, { oid: o.oid });
  if (o.pType === OrderType.Hotel) return href(paths.hotelOrderDetail, { oid: o.oid });
  return href(paths.takeoutOrderDetail, { oid: o.oid });
}
