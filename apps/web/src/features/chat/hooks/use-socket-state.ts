import { useSyncExternalStore } from 'react';
import { getSocketClient, type SocketState } from '@/lib/socket';

const subscribe = (cb: () => void) => getSocketClient().on('state', cb);
const read = (): SocketState => getSocketClient().state ?? 'idle';

/** The chat socket's connection state, live. */
export const useSocketState = () => useSyncExternalStore(subscribe, read, read);
