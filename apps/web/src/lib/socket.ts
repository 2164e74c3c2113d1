/**
 * The seam for the chat socket (spec sections 4 and 7). The chat issue provides the real client
 * (`/ws`, `chat/login` with the session token, heartbeat, reconnects, `onMessage`, `remoteLogin`);
 * until then the app runs with the idle client below, which connects to nothing and reports nothing.
 */
export type SocketEvent = 'onMessage' | 'remoteLogin' | 'notReadNum' | 'loginExpired';

export interface SocketClient {
  /** Connect (or reconnect) for this session. */
  open(token: string): void;
  /** Disconnect and stop reconnecting (logout, login expired). */
  close(): void;
  send(type: string, data?: unknown): void;
  on(event: SocketEvent, handler: (data: unknown) => void): () => void;
  readonly connected: boolean;
}

const idleClient: SocketClient = {
  open() {},
  close() {},
  send() {},
  on: () => () => {},
  connected: false,
};

let current: SocketClient = idleClient;

export function setSocketClient(client: SocketClient): void {
  current.close();
  current = client;
}

export function getSocketClient(): SocketClient {
  return current;
}
