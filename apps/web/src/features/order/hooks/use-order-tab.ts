import { useCallback, useState } from 'react';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { isOrderTab, OrderListTab } from '../utils/status';

/** The order list's tab, kept in local storage (spec section 9: "order-list tab index"). */
export function readOrderTab(): OrderListTab {
  const stored = readStored<unknown>(storageKeys.orderListTab);
  return isOrderTab(stored) ? stored : OrderListTab.PendingPayment;
}

export function useOrderTab(): [OrderListTab, (tab: OrderListTab) => void] {
  const [tab, setTab] = useState<OrderListTab>(readOrderTab);
  const change = useCallback((next: OrderListTab) => {
    setTab(next);
    writeStored(storageKeys.orderListTab, next);
  }, []);
  return [tab, change];
}
