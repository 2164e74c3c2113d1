import { type ServerFrame, SocketConfig } from '@wayfare/contracts';
import { useEffect, useState } from 'react';
import { getSession } from './session';

/**
 * The merchant's live line to their shop (`/ws/admin`): logs in with the operator session, keeps it alive
 * with heartbeats, calls `onOrder` whenever one of the shop's orders changes, and reconnects after a drop.
 * Answers whether it is connected (the board falls back to quick polling while it is not).
 */
export function useShopSocket(onOrder: () => void): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const session = getSession();
    if (!session?.operator.merchantId) return;
    const { token } = session;
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
          onOrder();
          clearInterval(beat);
          beat = setInterval(
            () => socket.send(JSON.stringify({ type: 'chat/heartbeat', data: { t: Date.now() } })),
            SocketConfig.heartbeatMs,
          );
        } else if (frame.type === 'onMessage' && frame.data.kind === 'order') onOrder();
      };
      socket.onclose = () => {
        setLive(false);
        clearInterval(beat);
        if (!stopped) retry = setTimeout(connect, SocketConfig.noReconnectWithinMs);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearInterval(beat);
      clearTimeout(retry);
      ws?.close();
    };
  }, [onOrder]);
  return live;
}
