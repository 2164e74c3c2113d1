import { OrderStatus, OrderType } from '@wayfare/contracts';

/**
 * What an order may do, in one place: every service, mapper and job asks here, so the buttons a client
 * is shown (`canPay`, `canRefund`, `canChangeAddress`) and what the server accepts never disagree.
 */

/** The cart's limit (spec: "a maximum of %s items"; `/config/info` tells the client the same number). */
export const CART_MAX_ITEMS = 99;

/** A straight-line estimate: preparation plus riding at about 15 km/h. */
export const etaMinutes = (distance: number) => 15 + Math.ceil(distance / 250);

/**
 * Whether an address `distance` metres away is inside a seller's delivery radius; null when the distance
 * is unknown (no address chosen). A radius of 0 means the seller has no delivery radius, so distance does
 * not limit it: hotels (seeded with 0) and flights carry nothing to the address, which the spec still
 * asks for on their orders ("Flight and hotel: ... delivery address required"), and a seller that does
 * not deliver at all is not a food merchant in the first place. The spec's "outside the delivery range"
 * refusal is for riders.
 */
export function inDeliveryRange(radius: number, distance: number): boolean;
export function inDeliveryRange(radius: number, distance: number | null): boolean | null;
export function inDeliveryRange(radius: number, distance: number | null): boolean | null {
  if (distance === null) return null;
  return radius === 0 || distance <= radius;
}

/** Paid and not yet completed: the money can still go back (and the dispatcher still moves it). */
const REFUNDABLE: readonly number[] = [
  OrderStatus.InProgress,
  OrderStatus.CallingRider,
  OrderStatus.RiderToMerchant,
  OrderStatus.Delivering,
];
/** The delivery address may change until a rider is on the way to the merchant. */
const ADDRESS_CHANGEABLE: readonly number[] = [OrderStatus.Unpaid, OrderStatus.InProgress, OrderStatus.CallingRider];

type PayFields = { status: number; payStatus: number; cancelledAt: Date | null; expiresAt: Date | null };

/** An unpaid order that can still be paid (not expired, not cancelled by the expiry job). */
export const isPayable = (o: PayFields, now: Date) =>
  o.status === OrderStatus.Unpaid &&
  o.payStatus === 0 &&
  o.cancelledAt === null &&
  o.expiresAt !== null &&
  o.expiresAt > now;

/** Whether the order is at a status between payment and completion (the dispatcher's statuses too). */
export const isUnderway = (status: number) => REFUNDABLE.includes(status);

/** Paid and not yet completed: a refund returns everything paid. */
export const isRefundable = (o: { status: number; payStatus: number }) => o.payStatus === 1 && isUnderway(o.status);

/**
 * Refunds by stage, the one rule the server enforces, the order page offers and the help article states:
 * - a takeout order still with the restaurant (preparing, calling a rider): an instant, full refund;
 * - once a rider is on the way to the restaurant or delivering: a refund request with a reason and a
 *   photo, which support or the merchant approves (refunded through the ledger) or declines with a reason;
 * - flight and hotel orders refund at once under their own fare or stay rules;
 * - unpaid, completed or already refunding/refunded orders: none.
 */
export type RefundStage = 'instant' | 'request';
export const REFUND_INSTANT_STATUSES: readonly number[] = [OrderStatus.InProgress, OrderStatus.CallingRider];
export const REFUND_REQUEST_STATUSES: readonly number[] = [OrderStatus.RiderToMerchant, OrderStatus.Delivering];

export function refundStageOf(o: { type: number; status: number; payStatus: number }): RefundStage | null {
  if (!isRefundable(o)) return null;
  if (o.type !== OrderType.Takeout) return 'instant';
  return REFUND_INSTANT_STATUSES.includes(o.status) ? 'instant' : 'request';
}

/** Whether the delivery address can change at the order's status (the rider has not set off yet). */
export const isAddressChangeableAt = (status: number) => ADDRESS_CHANGEABLE.includes(status);

/** A takeout order before its rider sets off; an unpaid one only while it can still be paid. */
export const isAddressChangeable = (o: PayFields & { type: number }, now: Date) =>
  o.type === OrderType.Takeout &&
  isAddressChangeableAt(o.status) &&
  (o.status !== OrderStatus.Unpaid || isPayable(o, now));

/** Who paid an order (the owner, or a friend paying on their behalf): their escrow holds the money. */
export const payerOf = (o: { userId: number; payerUserId?: number | null }) => o.payerUserId ?? o.userId;

/** The owner may cancel (with a reason) exactly what they may still pay: an unpaid, live order. */
export const isCancellable = (o: PayFields, now: Date) => isPayable(o, now);

/** "Order again": a takeout order that ended, delivered (completed) or refunded. */
export const isReorderable = (o: { type: number; status: number }) =>
  o.type === OrderType.Takeout && (o.status === OrderStatus.Completed || o.status === OrderStatus.Refunded);
