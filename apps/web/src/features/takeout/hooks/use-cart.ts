import { useCallback, useSyncExternalStore } from 'react';
import { sessionStore } from '@/lib/session';
import { type CartStore, cartStore } from '../utils/cart-store';

const subscribeBoth = (store: CartStore) => (listener: () => void) => {
  const a = store.subscribe(listener);
  const b = sessionStore.subscribe(listener);
  return () => {
    a();
    b();
  };
};
const subscribe = subscribeBoth(cartStore);

/** The lines of one merchant's cart for the signed-in user (or the guest), live. */
export function useCartLines(mid: string) {
  const get = useCallback(() => cartStore.lines(mid), [mid]);
  return useSyncExternalStore(subscribe, get, get);
}
