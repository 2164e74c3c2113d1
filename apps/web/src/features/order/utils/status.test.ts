import type { OrderDetail } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import {
  detailPath,
  isLive,
  OrderListTab,
  orderActions,
  pollDelayMs,
  statusTone,
  statusView,
  tabOfStatus,
  timelineSteps,
} from './status';

const NOW = Date.parse('2025-05-12T10:00:00.000Z');
const at = (secondsFromNow: number) => new Date(NOW + secondsFromNow * 1000).toISOString();

type Shape = Pick<
  OrderDetail,
  | 'status'
  | 'payStatus'
  | 'canPay'
  | 'canRefund'
  | 'canChangeAddress'
  | 'canCancel'
  | 'canReorder'
  | 'expiresAt'
  | 'timeline'
  | 'nextStepAt'
  | 'oid'
  | 'pType'
>;

const order = (over: Partial<Shape>): Shape => ({
  oid: '42',
  pType: 1,
  status: 0,
  payStatus: 0,
  canPay: false,
  canRefund: false,
  canChangeAddress: false,
  canCancel: false,
  canReorder: false,
  expiresAt: null,
  timeline: [{ status: 0, at: at(-600) }],
  nextStepAt: null,
  ...over,
});

const unpaid = order({ canPay: true, canChangeAddress: true, canCancel: true, expiresAt: at(300) });
const delivering = order({
  status: 4,
  payStatus: 1,
  canRefund: true,
  timeline: [0, 1, 2, 3, 4].map((s) => ({ status: s, at: at(-500 + s * 20) })),
  nextStepAt: at(20),
});

describe('order status as the user reads it', () => {
  it('names all eight statuses, and an unpaid order past its window as expired', () => {
    expect(statusView(unpaid, NOW)).toBe('unpaid');
    expect(statusView(order({ canPay: false, expiresAt: at(-1) }), NOW)).toBe('expired');
    // The server said payable, but the window closed since it answered.
    expect(statusView(order({ canPay: true, expiresAt: at(-1) }), NOW)).toBe('expired');
    expect([1, 2, 3, 4, 5, 6, 7].map((status) => statusView(order({ status, payStatus: 1 }), NOW))).toEqual([
      'in_progress',
      'calling_rider',
      'rider_to_merchant',
      'delivering',
      'completed',
      'refunding',
      'refunded',
    ]);
  });

  it('colours waiting states orange, done green and closed grey', () => {
    expect(statusTone('unpaid')).toBe('pending');
    expect(statusTone('delivering')).toBe('info');
    expect(statusTone('completed')).toBe('success');
    expect(statusTone('expired')).toBe('muted');
    expect(statusTone('refunded')).toBe('muted');
  });

  it('puts each status in its list tab; completed orders are in none of the three (All shows them)', () => {
    expect(tabOfStatus(0)).toBe(OrderListTab.PendingPayment);
    expect([1, 2, 3, 4].map(tabOfStatus)).toEqual(Array(4).fill(OrderListTab.ToReceive));
    expect(tabOfStatus(5)).toBeNull();
    expect([6, 7].map(tabOfStatus)).toEqual([OrderListTab.Refund, OrderListTab.Refund]);
  });

  it('opens flights and hotels on their own pages, everything else on the takeout one', () => {
    expect(detailPath({ oid: '7', pType: 1 })).toBe('/pages/takeout_order_detail/takeout_order_detail?oid=7');
    expect(detailPath({ oid: '7', pType: 2 })).toBe('/pages/flight_order_detail/flight_order_detail?oid=7');
    expect(detailPath({ oid: '7', pType: 3 })).toBe('/pages/hotel_order_detail/hotel_order_detail?oid=7');
    expect(detailPath({ oid: '7', pType: 4 })).toBe('/pages/takeout_order_detail/takeout_order_detail?oid=7');
  });
});

describe('actions', () => {
  it('lets an unpaid order be paid and re-addressed, not refunded', () => {
    expect(orderActions(unpaid, NOW)).toEqual({
      pay: true,
      refund: false,
      changeAddress: true,
      cancel: true,
      reorder: false,
    });
  });

  it('takes pay and address change away the moment the pay window closes', () => {
    expect(orderActions(unpaid, NOW + 301_000)).toEqual({
      pay: false,
      refund: false,
      changeAddress: false,
      cancel: false,
      reorder: false,
    });
  });

  it('refunds a paid order on its way; the address follows the server flag', () => {
    const calling = order({ status: 2, payStatus: 1, canRefund: true, canChangeAddress: true });
    expect(orderActions(calling, NOW)).toMatchObject({ pay: false, refund: true, changeAddress: true, cancel: false });
    expect(orderActions(delivering, NOW)).toMatchObject({ pay: false, refund: true, changeAddress: false });
  });

  it('offers only "Order again" (the server flag) on a completed, refunding or refunded order', () => {
    for (const status of [5, 6, 7])
      expect(orderActions(order({ status, payStatus: status === 7 ? 0 : 1, canReorder: status !== 6 }), NOW)).toEqual({
        pay: false,
        refund: false,
        changeAddress: false,
        cancel: false,
        reorder: status !== 6,
      });
  });

  it('reads an unpaid order its owner cancelled as cancelled, its later steps skipped', () => {
    const cancelled = { ...order({ canPay: false, expiresAt: at(200) }), cancelReason: 'Ordered by mistake' };
    expect(statusView(cancelled, NOW)).toBe('cancelled');
    expect(statusTone('cancelled')).toBe('muted');
    expect(
      timelineSteps(cancelled, NOW)
        .slice(1)
        .every((s) => s.state === 'skipped'),
    ).toBe(true);
  });

  it('never offers refund on an unpaid order even if a flag says so', () => {
    expect(orderActions(order({ canRefund: true, payStatus: 0 }), NOW).refund).toBe(false);
  });
});

describe('timeline', () => {
  it('runs 0 → 5 for a delivery: done, current with its time, then the next step with its ETA', () => {
    const steps = timelineSteps(delivering, NOW);
    expect(steps.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'current', 'upcoming']);
    expect(steps[4]?.at).toBe(delivering.timeline[4]?.at);
    expect(steps[5]).toMatchObject({ at: null, eta: delivering.nextStepAt });
    // Only the next step carries the ETA.
    expect(steps.slice(0, 5).every((s) => s.eta === null)).toBe(true);
  });

  it('marks a completed order done to the end', () => {
    const done = order({
      status: 5,
      payStatus: 1,
      timeline: [0, 1, 2, 3, 4, 5].map((s) => ({ status: s, at: at(s) })),
    });
    const steps = timelineSteps(done, NOW);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    expect(steps.every((s) => s.at !== null)).toBe(true);
  });

  it('shows a refunded order the steps it reached, then refunding and refunded', () => {
    const refunded = order({
      status: 7,
      timeline: [0, 1, 2, 6, 7].map((s) => ({ status: s, at: at(s) })),
    });
    const steps = timelineSteps(refunded, NOW);
    expect(steps.map((s) => s.status)).toEqual([0, 1, 2, 6, 7]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    const refunding = timelineSteps(
      order({ status: 6, payStatus: 1, timeline: [0, 1, 6].map((s) => ({ status: s, at: at(s) })) }),
      NOW,
    );
    expect(refunding.map((s) => [s.status, s.state])).toEqual([
      [0, 'done'],
      [1, 'done'],
      [6, 'current'],
      [7, 'upcoming'],
    ]);
  });

  it('greys out the steps an expired unpaid order never reaches', () => {
    const steps = timelineSteps(order({ expiresAt: at(-5) }), NOW);
    expect(steps.map((s) => s.state)).toEqual(['current', 'skipped', 'skipped', 'skipped', 'skipped', 'skipped']);
  });

  it('waits for payment: unpaid is current and nothing is expected yet', () => {
    const steps = timelineSteps(unpaid, NOW);
    expect(steps[0]).toMatchObject({ state: 'current', at: unpaid.timeline[0]?.at });
    expect(steps.every((s) => s.eta === null)).toBe(true);
  });
});

describe('keeping the detail page current', () => {
  it('polls a moving order right after its next step is due, gently otherwise, never once settled', () => {
    expect(pollDelayMs(delivering, NOW)).toBe(10_000);
    expect(pollDelayMs({ ...delivering, nextStepAt: at(3) }, NOW)).toBe(4_000);
    // Due already (the dispatcher is a tick late): ask again soon, not in a tight loop.
    expect(pollDelayMs({ ...delivering, nextStepAt: at(-10) }, NOW)).toBe(1_500);
    // With a live socket the pushes do the work: polling is only a safety net.
    expect(pollDelayMs({ ...delivering, nextStepAt: null }, NOW, true)).toBe(30_000);
    expect(pollDelayMs(unpaid, NOW)).toBe(10_000);
    expect(pollDelayMs(order({ status: 5, payStatus: 1 }), NOW)).toBe(false);
    expect(pollDelayMs(order({ status: 7 }), NOW)).toBe(false);
    expect(pollDelayMs(order({ expiresAt: at(-1) }), NOW)).toBe(false);
  });

  it('counts refunding as live and completed as settled', () => {
    expect(isLive(order({ status: 6, payStatus: 1 }), NOW)).toBe(true);
    expect(isLive(order({ status: 5, payStatus: 1 }), NOW)).toBe(false);
  });
});
