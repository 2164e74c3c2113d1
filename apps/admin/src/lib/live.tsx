import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type AdminQueue, AdminQueues, type ServerFrame, SocketCloseCode, SocketConfig } from '@wayfare/contracts';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { getSession, sessionExpired } from './session';

/**
 * The back office's live line (`/ws/admin`): one socket per signed-in operator, logged in with the operator
 * session, kept alive with heartbeats and reconnected after a drop. The server tells each operator which of
 * the lists their role may see changed (a merchant: their shop's orders); the screens showing them read them
 * again at once. While the socket is down the screens fall back to a slow poll (`usePollWhileDown`).
 */

/** The screens' query keys (first element) behind each queue the server names. */
const queueKeys: Record<AdminQueue, string[]> = {
  recharges: ['recharges'],
  withdrawals: ['withdrawals'],
  payouts: ['payouts'],
  support: ['support-inbox', 'support-thread'],
  orders: ['orders', 'order', 'merchant-orders'],
  dashboard: ['dashboard'],
};

const refresh = (client: QueryClient, queues: readonly AdminQueue[]) => {
  for (const key of new Set(queues.flatMap((q) => queueKeys[q]))) void client.invalidateQueries({ queryKey: [key] });
};

/** How often a queue screen reads its list while the socket is down (never while it is up). */
export const FALLBACK_POLL_MS = 15_000;

const LiveContext = createContext(false);

/** Whether the operator's socket is connected (pushes arrive). */
export const useLive = () => useContext(LiveContext);

/** A queue screen's `refetchInterval`: no polling while the socket pushes, `ms` while it is down. */
export const usePollWhileDown = (ms = FALLBACK_POLL_MS): number | false => (useLive() ? false : ms);

/** Opens the operator's socket for the screens inside, and says whether it is live. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const token = getSession()?.token;
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!token) return;
    let ws: WebSocket | null = null;
    let beat: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const socket = new WebSocket(`${scheme}://${window.location.host}${SocketConfig.path}/admin`);
      ws = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'chat/login', data: { token } }));
      socket.onmessage = (e) => {
        const frame = JSON.parse(String(e.data)) as ServerFrame;
        if (frame.type === 'status' && frame.data.ref === 'chat/login' && frame.data.status === 0) {
          setLive(true);
          // Whatever changed while the socket was away.
          refresh(client, AdminQueues);
          clearInterval(beat);
          beat = setInterval(
            () => socket.send(JSON.stringify({ type: 'chat/heartbeat', data: { t: Date.now() } })),
            SocketConfig.heartbeatMs,
          );
        } else if (frame.type === 'onMessage' && frame.data.kind === 'queue') refresh(client, frame.data.queue.names);
        else if (frame.type === 'onMessage' && frame.data.kind === 'order') refresh(client, ['orders']);
      };
      socket.onclose = (e) => {
        setLive(false);
        clearInterval(beat);
        if (stopped) return;
        // The session ended on the server (expired, signed out): never reconnect with it; back to sign-in
        // unless this tab is the one signing out.
        if (e.code !== SocketCloseCode.loginExpired) retry = setTimeout(connect, SocketConfig.noReconnectWithinMs);
        else if (getSession()) sessionExpired();
      };
    };
    connect();
    return () => {
      stopped = true;
      clearInterval(beat);
      clearTimeout(retry);
      ws?.close();
    };
  }, [client, token]);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}
