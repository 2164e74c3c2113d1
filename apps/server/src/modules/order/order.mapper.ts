import {
  type Address,
  type Fx,
  type Locale,
  type OrderDetail,
  OrderStatus,
  type OrderSummary,
} from '@wayfare/contracts';
import type { merchants, orderPassengers, orderRefundRequests } from '../../db/schema';
import { pick } from '../../lib/locale';
import { hotelIn, hotelOf } from './hotel-details';
import type { OrderItemRow, OrderListRow } from './order.repository';
import {
  isAddressChangeable,
  isCancellable,
  isPayable,
  isRefundable,
  isReorderable,
  isUnderway,
  refundStageOf,
} from './order.rules';

type MerchantRow = typeof merchants.$inferSelect;
type PassengerRow = typeof orderPassengers.$inferSelect;
type RefundRequestRow = typeof orderRefundRequests.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function titleOf(o: OrderListRow): string {
  const title = (o.details as { title?: unknown }).title;
  return typeof title === 'string' && title ? title : (o.merchantName ?? '');
}

/** Orders without a merchant (flights) keep their picture in `details`. */
function imageOf(o: OrderListRow): string {
  const image = (o.details as { image?: unknown }).image;
  return typeof image === 'string' ? image : '';
}

export function toOrderSummary(o: OrderListRow, now: Date): OrderSummary {
  const unpaid = o.status === OrderStatus.Unpaid && o.payStatus === 0;
  return {
    oid: String(o.id),
    pType: o.type,
    status: o.status,
    payStatus: o.payStatus,
    mid: o.merchantId === null ? null : String(o.merchantId),
    title: titleOf(o),
    image: o.merchantLogo ?? imageOf(o),
    amount: o.amount,
    unit: o.currency,
    itemCount: o.itemCount,
    itemsPreview: o.itemsPreview,
    createdAt: o.createdAt.toISOString(),
    expiresAt: unpaid ? iso(o.expiresAt) : null,
    canPay: isPayable(o, now),
    canRefund: isRefundable(o),
    refundStage: refundStageOf(o),
    canReview: o.status === OrderStatus.Completed && o.reviewedAt === null,
    canChangeAddress: isAddressChangeable(o, now),
    canCancel: isCancellable(o, now),
    canReorder: isReorderable(o),
  };
}

/**
 * An order line's dish and option names in `locale`, from the names kept when it was ordered (the menu
 * may have changed since); lines kept without them show the names they were ordered under.
 */
export function itemNamesIn(item: Pick<OrderItemRow, 'name' | 'specs' | 'texts'>, locale: Locale) {
  const texts = item.texts;
  return {
    name: texts ? pick(texts.name, locale) : item.name,
    specs: item.specs.map((s, i) => {
      const t = texts?.specs[i];
      return t ? { group: pick(t.group, locale), option: pick(t.option, locale), price: s.price } : s;
    }),
  };
}

/** Identity numbers are shown masked except their last 4 characters. */
export const maskId = (value: string) =>
  value.length <= 4 ? value : `${'*'.repeat(Math.min(8, value.length - 4))}${value.slice(-4)}`;

export function toOrderDetail(input: {
  order: OrderListRow;
  items: OrderItemRow[];
  passengers: PassengerRow[];
  merchant: MerchantRow | null;
  payer: { id: number; name: string; head: string | null } | null;
  /** The conversion confirmed when it was paid from another currency. */
  payment: Fx | null;
  /** The owner's latest pay-on-behalf request (left out for anyone else). */
  payRequest?: OrderDetail['payRequest'];
  refundRequest: RefundRequestRow | null;
  now: Date;
  /** The viewer's language: item and option names are shown in it. */
  locale: Locale;
}): OrderDetail {
  const { order: o, merchant: m } = input;
  const details = o.details as { flight?: unknown; hotel?: unknown };
  return {
    ...toOrderSummary(o, input.now),
    itemsTotal: o.itemsTotal,
    deliveryFee: o.deliveryFee,
    serviceFee: o.serviceFee,
    discount: o.discount,
    items: input.items.map((i) => ({
      pid: i.productId === null ? null : String(i.productId),
      ...itemNamesIn(i, input.locale),
      image: i.image,
      unitPrice: i.unitPrice,
      quantity: i.quantity,
      subtotal: i.subtotal,
    })),
    passengers: input.passengers.map((p) => ({
      kind: p.kind === 'guest' ? 'guest' : 'passenger',
      name: p.name,
      idType: p.idType,
      idNumber: maskId(p.idNumber),
      phone: p.phone,
    })),
    remark: o.remark,
    address: (o.addressSnapshot as Address | null) ?? null,
    merchant: m
      ? {
          mid: String(m.id),
          name: m.name,
          logo: m.logo,
          phone: m.phone,
          address: m.address,
          latitude: m.latitude,
          longitude: m.longitude,
        }
      : null,
    // Flight and hotel orders store their specifics in `details` (their issue fills them in).
    flight: (details.flight as OrderDetail['flight']) ?? null,
    hotel: hotelIn(hotelOf(o), input.locale),
    timeline: o.timeline,
    nextStepAt: isUnderway(o.status) ? iso(o.nextStepAt) : null,
    payer: input.payer ? { _id: String(input.payer.id), name: input.payer.name, head: input.payer.head } : null,
    payRequest: input.payRequest ?? null,
    paidAt: iso(o.paidAt),
    payment: input.payment,
    completedAt: iso(o.completedAt),
    refundedAt: iso(o.refundedAt),
    refundAmount: o.refundAmount,
    reviewed: o.reviewedAt !== null,
    cancelledAt: iso(o.cancelledAt),
    cancelReason: o.cancelReason,
    refundRequest: input.refundRequest
      ? {
          reason: input.refundRequest.reason,
          image: input.refundRequest.image,
          state: input.refundRequest.state as 'pending' | 'approved' | 'declined',
          declineReason: input.refundRequest.declineReason,
          createdAt: input.refundRequest.createdAt.toISOString(),
          decidedAt: iso(input.refundRequest.decidedAt),
        }
      : null,
  };
}
