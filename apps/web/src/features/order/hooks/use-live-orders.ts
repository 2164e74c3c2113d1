import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderSummary } from '@wayfare/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { getSocketClient } from '@/lib/socket';
import { invalidateOrderNum } from '@/lib/user-reads';
import { invalidateOrder, orderKeys } from '../api/keys';
import { fetchSearchOrderList } from '../api/search-order-list';
import { OrderStatus, tabOfStatus } from '../utils/status';

/** The `order` kind of the socket's `onMessage` (packages/contracts/src/socket.ts). */
export type OrderEvent = {
  oid: string;
  pType: number;
  status: number;
  previousStatus: number | null;
  payStatus: number;
  at: string;
};

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** An order event out of an `onMessage` payload; anything else (chat, wallet, malformed) is null. */
export function orderEventOf(data: unknown): OrderEvent | null {
  const d = data as { kind?: unknown; order?: Partial<OrderEvent> } | null;
  if (d?.kind !== 'order' || !d.order) return null;
  const o = d.order;
  if (typeof o.oid !== 'string' || !isInt(o.status) || !isInt(o.payStatus)) return null;
  return {
    oid: o.oid,
    pType: isInt(o.pType) ? o.pType : 0,
    status: o.status,
    previousStatus: isInt(o.previousStatus) ? o.previousStatus : null,
    payStatus: o.payStatus,
    at: typeof o.at === 'string' ? o.at : new Date().toISOString(),
  };
}

/**
 * A cached order moved to the pushed status at once (statuses only ever grow: 0 → 5, or on to 6 and 7),
 * before the refetch brings the rest (times, ETA, flags). An older or repeated event changes nothing.
 */
export function applyOrderEvent(prev: OrderDetail, e: OrderEvent): OrderDetail {
  // A declined refund request takes a refunding order back to its delivery status.
  const declined = prev.status === OrderStatus.Refunding && e.status < OrderStatus.Completed;
  if (e.status <= prev.status && !declined) return prev;
  const moving = e.status >= OrderStatus.InProgress && e.status <= OrderStatus.Delivering;
  return {
    ...prev,
    status: e.status,
    payStatus: e.payStatus,
    timeline: prev.timeline.some((s) => s.status === e.status)
      ? prev.timeline
      : [...prev.timeline, { status: e.status, at: e.at }],
    nextStepAt: null,
    expiresAt: null,
    canPay: false,
    canRefund: e.payStatus === 1 && moving,
    // The server's stage arrives with the refetch; until then none is offered rather than a wrong one.
    refundStage: null,
    canChangeAddress: prev.canChangeAddress && e.status <= OrderStatus.CallingRider,
    paidAt: prev.paidAt ?? (e.status === OrderStatus.InProgress ? e.at : null),
  };
}

type Page = { list: OrderSummary[] };

/** Puts a fresh row in every cached list page that shows it. */
function replaceRow(client: QueryClient, row: OrderSummary) {
  client.setQueriesData<InfiniteData<Page>>({ queryKey: orderKeys.lists() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((o) => (o.oid === row.oid ? row : o)) })) }
      : data,
  );
}

/** What a pushed status change does to the cache: the detail at once, the lists and badges after. */
export async function onOrderEvent(client: QueryClient, e: OrderEvent) {
  client.setQueryData<OrderDetail>(orderKeys.detail(e.oid), (prev) => (prev ? applyOrderEvent(prev, e) : prev));
  void client.invalidateQueries({ queryKey: orderKeys.detail(e.oid) });
  const from = e.previousStatus === null ? null : tabOfStatus(e.previousStatus);
  const to = tabOfStatus(e.status);
  if (from !== null && from === to) {
    // Moving inside one tab (rider stages): refresh that one row instead of every loaded page.
    try {
      const { list } = await fetchSearchOrderList({ oids: [e.oid] });
      if (list[0]) replaceRow(client, list[0]);
      return;
    } catch {
      // fall through to a full refetch
    }
  }
  await Promise.all([client.invalidateQueries({ queryKey: orderKeys.lists() }), invalidateOrderNum(client)]);
}

/** Calls `handler` with every order status change the socket pushes while the component is shown. */
export function useOrderEvents(handler: (e: OrderEvent) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      getSocketClient().on('onMessage', (data) => {
        const e = orderEventOf(data);
        if (e) latest.current(e);
      }),
    [],
  );
}

/**
 * Keeps cached orders (detail, lists, badges) in step with the server's pushes. Order pushes missed while
 * the socket was down are not replayed, so a reconnect asks for every order view again.
 */
export function useLiveOrders() {
  const client = useQueryClient();
  useOrderEvents((e) => void onOrderEvent(client, e));
  useEffect(
    () =>
      getSocketClient().on('ready', (data) => {
        const ready = data as { reconnect?: boolean; complete?: boolean } | null;
        if (ready?.reconnect || ready?.complete === false) {
          void client.invalidateQueries({ queryKey: orderKeys.all });
          void invalidateOrderNum(client);
        }
      }),
    [client],
  );
}

/**
 * Asks again when the user comes back to the page: window focus and a page restored from the back-forward
 * cache (TanStack Query itself covers the tab becoming visible and the network coming back).
 */
export function useRefetchOnReturn(refetch: () => unknown) {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    let last = 0;
    const again = () => {
      // focus and visibilitychange come together: one request is enough.
      if (Date.now() - last < 1_000) return;
      last = Date.now();
      latest.current();
    };
    window.addEventListener('focus', again);
    window.addEventListener('pageshow', again);
    return () => {
      window.removeEventListener('focus', again);
      window.removeEventListener('pageshow', again);
    };
  }, []);
}

/**
 * A pay window closed on screen (a countdown ended): the server has expired the order, so the views that
 * showed it as payable read again. Stable, so countdowns call it once. Pass the order when one is shown.
 */
export function usePayWindowClosed(oid?: string) {
  const client = useQueryClient();
  return useCallback(() => {
    void (oid ? invalidateOrder(client, oid) : client.invalidateQueries({ queryKey: orderKeys.lists() }));
    void invalidateOrderNum(client);
  }, [client, oid]);
}
