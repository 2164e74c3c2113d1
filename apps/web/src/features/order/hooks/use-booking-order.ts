import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { getSocketClient } from '@/lib/socket';
import { refreshUserInfo } from '@/lib/user-reads';
import { useOrderInfo } from '../api/get-order-info';
import { invalidateOrder } from '../api/keys';
import { useLiveOrders, usePayWindowClosed, useRefetchOnReturn } from './use-live-orders';
import { usePayOrder } from './use-order-actions';

const socketConnected = () => getSocketClient().connected;

/**
 * A booking's page (flight or stay): its order read live, paying it (render `payShortfall` once), what
 * runs when its pay window closes, and `settle` for after a refund, a cancellation or a change (done or
 * refused): the booking's views read again, and the wallet.
 */
export function useBookingOrder(oid: string) {
  const client = useQueryClient();
  const order = useOrderInfo(oid, { socketConnected });
  const sync = useWalletSync();
  const settle = useCallback(async () => {
    await Promise.all([invalidateOrder(client, oid), sync(), refreshUserInfo().catch(() => undefined)]);
  }, [client, oid, sync]);
  const {
    pay,
    paying,
    sheet: payShortfall,
  } = usePayOrder((res) => sync({ unit: res.balanceUnit, balance: res.balance }));
  useLiveOrders();
  useRefetchOnReturn(() => {
    if (oid) void order.refetch();
  });
  const expired = usePayWindowClosed(oid);
  return { order, settle, pay, paying, payShortfall, expired };
}
