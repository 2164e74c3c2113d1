import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { OrderDetail } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { orderNumQuery } from '@/lib/user-reads';
import { fakeApi } from '@/test/fake-api';
import { applyOrderEvent, type OrderEvent, onOrderEvent, orderEventOf } from './use-live-orders';

const event = (over: Partial<OrderEvent>): OrderEvent => ({
  oid: '9',
  pType: 1,
  status: 2,
  previousStatus: 1,
  payStatus: 1,
  at: '2025-05-12T03:05:00.000Z',
  ...over,
});

const base = {
  oid: '9',
  status: 1,
  payStatus: 1,
  canPay: false,
  canRefund: true,
  canChangeAddress: true,
  expiresAt: null,
  nextStepAt: '2025-05-12T03:05:00.000Z',
  paidAt: '2025-05-12T03:04:40.000Z',
  timeline: [
    { status: 0, at: '2025-05-12T03:04:00.000Z' },
    { status: 1, at: '2025-05-12T03:04:40.000Z' },
  ],
} as unknown as OrderDetail;

describe('socket order events', () => {
  it('reads the order kind of onMessage and ignores every other payload', () => {
    const e = event({});
    expect(orderEventOf({ kind: 'order', order: e })).toEqual(e);
    expect(orderEventOf({ kind: 'chat', message: { id: '1' } })).toBeNull();
    expect(orderEventOf({ kind: 'order', order: { oid: 9, status: 2 } })).toBeNull();
    expect(orderEventOf({ kind: 'order' })).toBeNull();
    expect(orderEventOf(null)).toBeNull();
    expect(orderEventOf('order')).toBeNull();
  });

  it('moves the cached order forward at once with the time of the step', () => {
    const next = applyOrderEvent(base, event({ status: 2 }));
    expect(next.status).toBe(2);
    expect(next.timeline.at(-1)).toEqual({ status: 2, at: '2025-05-12T03:05:00.000Z' });
    expect(next.canRefund).toBe(true);
    expect(next.canChangeAddress).toBe(true);
    const further = applyOrderEvent(next, event({ status: 3, previousStatus: 2 }));
    // A rider heading to the restaurant: the address is fixed now.
    expect(further.canChangeAddress).toBe(false);
    const done = applyOrderEvent(further, event({ status: 5, previousStatus: 4 }));
    expect(done).toMatchObject({ status: 5, canRefund: false, canPay: false, nextStepAt: null });
  });

  it('never goes back for a late or repeated event', () => {
    const later = applyOrderEvent(base, event({ status: 3 }));
    expect(applyOrderEvent(later, event({ status: 2 }))).toBe(later);
    expect(applyOrderEvent(later, event({ status: 3 }))).toBe(later);
  });

  it('marks a paid order paid and a refunded one not refundable', () => {
    const unpaid = { ...base, status: 0, payStatus: 0, canPay: true, paidAt: null } as OrderDetail;
    const paid = applyOrderEvent(unpaid, event({ status: 1, previousStatus: 0 }));
    expect(paid).toMatchObject({ status: 1, payStatus: 1, canPay: false, canRefund: true, paidAt: event({}).at });
    const refunded = applyOrderEvent(paid, event({ status: 7, previousStatus: 6, payStatus: 0 }));
    expect(refunded).toMatchObject({ status: 7, canRefund: false, canChangeAddress: false });
  });
});

describe('order pushes and the shared badge counts', () => {
  it('an order status push refreshes the profile badge counts', async () => {
    saveLoginUser({ token: 't', _id: 'u1' });
    let pending = 2;
    const api = fakeApi({
      '/user/GetOrderNum': () => ({ pendingPayment: pending, toReceive: 0, refund: 0, toReview: 0 }),
      '/order/GetOrderList': () => ({ list: [] }),
    });
    const client = new QueryClient();
    const badge = new QueryObserver(client, orderNumQuery('u1'));
    const stop = badge.subscribe(() => undefined);
    await expect.poll(() => badge.getCurrentResult().data?.pendingPayment).toBe(2);
    pending = 1;
    await onOrderEvent(client, event({ status: 1, previousStatus: 0 }));
    await expect.poll(() => badge.getCurrentResult().data?.pendingPayment).toBe(1);
    expect(api.callsTo('/user/GetOrderNum')).toHaveLength(2);
    stop();
    clearLoginUser();
  });
});
