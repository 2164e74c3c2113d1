import type { ChatMessage, ChatSendInput } from '@wayfare/contracts';
import { ApiError } from '@/lib/api-client';
import { getSocketClient } from '@/lib/socket';
import { postSendMessage } from '../api/send-message';

/** A socket send not confirmed in this time goes again over HTTP (the server stores it once). */
export const SOCKET_ACK_MS = 8000;

type StatusData = {
  status: number;
  msg: string;
  ref?: string;
  clientId?: string;
  params?: Record<string, string | number>;
};

/**
 * Sends over the socket when it is logged in (`chat/send`, confirmed by a `status` 0 with the client id),
 * else over HTTP (`/chat/SendMessage`). A socket that drops or stays silent hands the same message (same
 * client id, stored once) to HTTP. Resolves with the stored message when HTTP answered it; over the
 * socket the message itself arrives as `onMessage`. Rejects with the catalogue error.
 */
export function sendChatMessage(input: ChatSendInput): Promise<ChatMessage | null> {
  const socket = getSocketClient();
  if (!socket.connected) return postSendMessage(input);
  return new Promise<ChatMessage | null>((resolve, reject) => {
    let done = false;
    const offs: (() => void)[] = [];
    const finish = () => {
      done = true;
      clearTimeout(timer);
      for (const off of offs) off();
    };
    const viaHttp = () => {
      if (done) return;
      finish();
      postSendMessage(input).then(resolve, reject);
    };
    offs.push(
      socket.on('status', (raw) => {
        const data = raw as StatusData;
        if (done || data.ref !== 'chat/send' || data.clientId !== input.clientId) return;
        finish();
        if (data.status === 0) resolve(null);
        else reject(new ApiError(data.status, data.msg || 'message_send_failed', data.params ?? {}));
      }),
      socket.on('state', (state) => {
        if (state !== 'open') viaHttp();
      }),
    );
    const timer = setTimeout(viaHttp, SOCKET_ACK_MS);
    if (!socket.send('chat/send', input)) viaHttp();
  });
}
