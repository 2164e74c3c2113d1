import { OrderStatus, OrderType } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { inDeliveryRange, isAddressChangeable, isPayable, isRefundable, payerOf, refundStageOf } from './order.rules';

const now = new Date('2026-05-01T12:00:00Z');
const later = new Date(now.getTime() + 60_000);
const earlier = new Date(now.getTime() - 60_000);
const unpaid = {
  type: OrderType.Takeout,
  status: OrderStatus.Unpaid,
  payStatus: 0,
  cancelledAt: null,
  expiresAt: later,
};

describe('order rules', () => {
  it('delivery range: inside or on the radius; a radius of 0 does not limit; unknown distance is null', () => {
    expect(inDeliveryRange(3000, 2999)).toBe(true);
    expect(inDeliveryRange(3000, 3000)).toBe(true);
    expect(inDeliveryRange(3000, 3001)).toBe(false);
    expect(inDeliveryRange(0, 0)).toBe(true);
    expect(inDeliveryRange(0, 12_000_000)).toBe(true);
    expect(inDeliveryRange(3000, null)).toBeNull();
    expect(inDeliveryRange(0, null)).toBeNull();
  });

  it('payable: unpaid, not cancelled, not expired', () => {
    expect(isPayable(unpaid, now)).toBe(true);
    expect(isPayable({ ...unpaid, expiresAt: earlier }, now)).toBe(false);
    expect(isPayable({ ...unpaid, expiresAt: now }, now)).toBe(false);
    expect(isPayable({ ...unpaid, expiresAt: null }, now)).toBe(false);
    expect(isPayable({ ...unpaid, cancelledAt: earlier }, now)).toBe(false);
    expect(isPayable({ ...unpaid, payStatus: 1 }, now)).toBe(false);
    expect(isPayable({ ...unpaid, status: OrderStatus.InProgress }, now)).toBe(false);
  });

  it('refundable: paid and between payment and completion', () => {
    const paid = (status: number) => ({ status, payStatus: 1 });
    expect([1, 2, 3, 4].map((s) => isRefundable(paid(s)))).toEqual([true, true, true, true]);
    expect([0, 5, 6, 7].map((s) => isRefundable(paid(s)))).toEqual([false, false, false, false]);
    expect(isRefundable({ status: OrderStatus.InProgress, payStatus: 0 })).toBe(false);
  });

  it('address: a takeout order until the rider sets off, an unpaid one only while payable', () => {
    expect(isAddressChangeable(unpaid, now)).toBe(true);
    expect(isAddressChangeable({ ...unpaid, expiresAt: earlier }, now)).toBe(false);
    const paid = (status: number) => ({ ...unpaid, status, payStatus: 1, expiresAt: earlier });
    expect([1, 2, 3, 4, 5].map((s) => isAddressChangeable(paid(s), now))).toEqual([true, true, false, false, false]);
    expect(isAddressChangeable({ ...unpaid, type: OrderType.Hotel }, now)).toBe(false);
  });

  it('payer: a friend who paid on the owner’s behalf, else the owner', () => {
    expect(payerOf({ userId: 7 })).toBe(7);
    expect(payerOf({ userId: 7, payerUserId: null })).toBe(7);
    expect(payerOf({ userId: 7, payerUserId: 9 })).toBe(9);
  });

  it('refunds by stage: instant with the restaurant, a request once a rider is on the way, none after', () => {
    const food = (status: number, payStatus = 1) => refundStageOf({ type: OrderType.Takeout, status, payStatus });
    expect(food(OrderStatus.Unpaid, 0)).toBeNull();
    expect(food(OrderStatus.InProgress)).toBe('instant');
    expect(food(OrderStatus.CallingRider)).toBe('instant');
    expect(food(OrderStatus.RiderToMerchant)).toBe('request');
    expect(food(OrderStatus.Delivering)).toBe('request');
    expect(food(OrderStatus.Completed)).toBeNull();
    expect(food(OrderStatus.Refunding)).toBeNull();
    expect(food(OrderStatus.Refunded)).toBeNull();
    expect(refundStageOf({ type: OrderType.Flight, status: OrderStatus.InProgress, payStatus: 1 })).toBe('instant');
  });
});
