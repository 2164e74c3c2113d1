import { useSyncExternalStore } from 'react';
import { createStore, useStore } from './create-store';

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/** Whether the browser believes it is online (drives the offline states). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * The last API call could not reach the server at all (no answer: a dead network the browser still calls
 * online, or the server gone). The api client sets it and clears it with the next answer.
 */
export const serverUnreachable = createStore(false);

if (typeof window !== 'undefined') window.addEventListener('online', () => serverUnreachable.set(false));

/** Online and the server answering: what the offline banner shows the opposite of. */
export function useConnected(): boolean {
  const online = useOnline();
  const unreachable = useStore(serverUnreachable);
  return online && !unreachable;
}
