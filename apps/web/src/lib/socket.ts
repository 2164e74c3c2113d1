/**
 * The seam for the chat socket (spec sections 4 and 7). The real client (`lib/socket-client.ts`: `/ws`,
 * `chat/login` with the session token, heartbeat, reconnects, catch-up, `onMessage`, `remoteLogin`) is
 * installed at start (`app/chat-socket.ts`); tests and the first render run with the idle client below,
 * which connects to nothing and reports nothing.
 *
 * Events: `onMessage` (contract `OnMessageData`: kind chat, order, system or wallet; chat messages missed
 * during a drop are replayed once after the reconnect), `notReadNum` (unread counts), `status` (outcome of
 * a sent frame), `remoteLogin` / `loginExpired` (the session ended), `state` (connection state changed),
 * `ready` (logged in and caught up: `{ reconnect, complete }`; `complete` false means more was missed
 * than the catch-up replays, and views reload what they show).
 */
export type SocketEvent = 'onMessage' | 'remoteLogin' | 'notReadNum' | 'loginExpired' | 'status' | 'state' | 'ready';

/**
 * `timedOut`: the reconnect attempts ran out ("The connection timed out, click the screen to try again.");
 * `offline`: the browser is offline, the client waits for the network.
 */
export type SocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline' | 'timedOut' | 'closed';

export interface SocketClient {
  /** Connect (or reconnect) for this session. */
  open(token: string): void;
  /** Disconnect and stop reconnecting (logout, login expired). */
  close(): void;
  /** Sends a frame when logged in; answers whether it went out. */
  send(type: string, data?: unknown): boolean | undefined;
  on(event: SocketEvent, handler: (data: unknown) => void): () => void;
  /** Logged in on the socket. */
  readonly connected: boolean;
  readonly state?: SocketState;
  /** After the time-out: try again now (the tap on the screen). */
  retry?(): void;
}

const idleClient: SocketClient = {
  open() {},
  close() {},
  send() {},
  on: () => () => {},
  connected: false,
  state: 'idle',
};

let current: SocketClient = idleClient;

export function setSocketClient(client: SocketClient): void {
  current.close();
  current = client;
}

export function getSocketClient(): SocketClient {
  return current;
}

/**
 * Runs a call that ends this session on purpose (logout, account deletion) with chat closed first: the
 * server tells the session's sockets it ended, and that notice must not reach this device as "login
 * expired". If the call fails (wrong password, network), chat reopens for the session that goes on.
 */
export async function endingSession<T>(token: string | undefined, call: () => Promise<T>): Promise<T> {
  current.close();
  try {
    return await call();
  } catch (err) {
    if (token) current.open(token);
    throw err;
  }
}
