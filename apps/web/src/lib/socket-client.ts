import type { ChatMessage, OnMessageData, UnreadCounts } from '@wayfare/contracts';
import { createMessageCursor, maxId } from './message-cursor';
import type { SocketClient, SocketEvent, SocketState } from './socket';

/**
 * Socket rules of spec section 9 and the contract's `SocketConfig` (restated: the browser never ships zod;
 * `socket-client.test.ts` checks they match): heartbeat every 5000 ms, a peer silent for two intervals is
 * dead, at most 3 reconnect attempts 1 s apart and none within 3 s of a connect, 60 s network timeout.
 */
export const socketRules = {
  path: '/ws',
  heartbeatMs: 5000,
  missedHeartbeats: 2,
  maxReconnects: 3,
  reconnectDelayMs: 1000,
  noReconnectWithinMs: 3000,
  connectTimeoutMs: 60_000,
  /** Catch-up pages (100 messages each) replayed after a reconnect before views are told to reload. */
  maxCatchUpPages: 10,
  /** Unread counts are asked for once per burst of incoming messages. */
  unreadDebounceMs: 300,
  /**
   * Message ids are given out before their rows commit, so on several server instances a message can
   * become visible a moment after one with a higher id. A catch-up therefore starts from the newest id
   * held for longer than this, and what it fetches twice is dropped as already seen.
   */
  lateCommitMs: 10_000,
} as const;

/** Spec section 8: the socket's login-expired status. */
export const SOCKET_LOGIN_EXPIRED = -90;
/** Contract `SocketCloseCode`: the session ended; no reconnect. */
export const SocketCloseCodes = { loginExpired: 4001, remoteLogin: 4002 } as const;

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export type WebSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

export type SessionEndReason = 'login_expired' | 'remote_login';

export type SocketClientDeps = {
  /** Full `ws://` or `wss://` address of `/ws`. */
  url: () => string;
  createSocket?: (url: string) => WebSocketLike;
  /** The logged-in user's id (sent with `chat/login` as the spec's `userId`; the token is what counts). */
  userId?: () => string | undefined;
  /** `/chat/GetMessageList` with `afterId` and no conversation: every message of the caller after an id. */
  fetchAfter: (afterId: string) => Promise<{ list: ChatMessage[]; hasMore: boolean }>;
  /** The newest message id the caller can see (null with no messages): where catching up starts. */
  fetchLatestId: () => Promise<string | null>;
  /** The session behind `token` ended: prompt, clear the login, restart (api-client's -100 flow). */
  onSessionEnded: (token: string, reason: SessionEndReason) => void;
  isOnline?: () => boolean;
  /** Where `online` / `offline` events come from (window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
};

const OPEN = 1;

type Frame = { type?: unknown; data?: unknown };

/**
 * The chat socket: connects to `/ws`, logs in with the session token, sends a heartbeat every 5 s and
 * drops a connection that stays silent for two intervals. A lost connection is retried at most 3 times,
 * 1 s apart and never within 3 s of the last connect; then the state is `timedOut` until `retry()` (the
 * tap on "The connection timed out, click the screen to try again."). While the browser is offline the
 * socket is closed (an open socket can outlive the network) and the client waits for the network.
 * After every reconnect the messages missed meanwhile are fetched over HTTP (ids increase) and replayed
 * as `onMessage`; a message reaches listeners once, whichever way it came. `-90` and `remoteLogin` end
 * the session. Unread counts are asked for after each login and after messages from others.
 */
export function createSocketClient(deps: SocketClientDeps): SocketClient & {
  readonly state: SocketState;
  retry(): void;
} {
  const rules = socketRules;
  const listeners = new Map<SocketEvent, Set<(data: unknown) => void>>();
  const ids = createMessageCursor(rules.lateCommitMs);
  const isOnline = deps.isOnline ?? (() => true);
  const createSocket = deps.createSocket ?? ((url: string) => new WebSocket(url) as unknown as WebSocketLike);

  let token: string | null = null;
  /** The session the caught-up history belongs to; kept across close() so a reopen of it catches up. */
  let historyOf: string | null = null;
  let ws: WebSocketLike | null = null;
  let state: SocketState = 'idle';
  let loggedIn = false;
  let everLoggedIn = false;
  /** When the last socket opened: no reconnect within 3 s of it. */
  let openedAt = Number.NEGATIVE_INFINITY;
  let attempts = 0;
  let lastReceived = 0;
  /** Bumped on every new socket: a catch-up of an older connection stops. */
  let generation = 0;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let unreadTimer: ReturnType<typeof setTimeout> | undefined;

  function emit(event: SocketEvent, data?: unknown) {
    for (const handler of [...(listeners.get(event) ?? [])]) {
      try {
        handler(data);
      } catch (err) {
        console.error(err);
      }
    }
  }

  function setState(next: SocketState) {
    if (next === state) return;
    state = next;
    emit('state', next);
  }

  function clearTimers() {
    clearTimeout(connectTimer);
    clearTimeout(reconnectTimer);
    clearInterval(heartbeatTimer);
    clearTimeout(unreadTimer);
    connectTimer = reconnectTimer = heartbeatTimer = unreadTimer = undefined;
  }

  /** Forget the current socket without reacting to its close. */
  function dropSocket() {
    const old = ws;
    ws = null;
    loggedIn = false;
    generation++;
    clearTimers();
    if (!old) return;
    old.onopen = old.onmessage = old.onerror = null;
    old.onclose = null;
    try {
      old.close(1000, 'client');
    } catch {
      // already closed
    }
  }

  function rawSend(frame: { type: string; data?: unknown }) {
    if (!ws || ws.readyState !== OPEN) return false;
    try {
      ws.send(JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  function connect() {
    if (!token) return;
    dropSocket();
    if (!isOnline()) {
      setState('offline');
      return;
    }
    setState(everLoggedIn ? 'reconnecting' : 'connecting');
    let socket: WebSocketLike;
    try {
      socket = createSocket(deps.url());
    } catch {
      scheduleReconnect();
      return;
    }
    ws = socket;
    const gen = generation;
    connectTimer = setTimeout(() => {
      if (gen !== generation || loggedIn) return;
      dropSocket();
      scheduleReconnect();
    }, rules.connectTimeoutMs);
    socket.onopen = () => {
      if (gen !== generation) return;
      openedAt = Date.now();
      lastReceived = openedAt;
      rawSend({ type: 'chat/login', data: { token, ...(deps.userId?.() ? { userId: deps.userId() } : {}) } });
    };
    socket.onmessage = (ev) => {
      if (gen !== generation) return;
      lastReceived = Date.now();
      let frame: Frame;
      try {
        frame = JSON.parse(String(ev.data)) as Frame;
      } catch {
        return;
      }
      onFrame(frame, gen);
    };
    socket.onerror = () => {
      // a close event follows
    };
    socket.onclose = (ev) => {
      if (gen !== generation) return;
      ws = null;
      loggedIn = false;
      clearTimers();
      if (ev.code === SocketCloseCodes.loginExpired) return endSession('login_expired');
      if (ev.code === SocketCloseCodes.remoteLogin) return endSession('remote_login');
      scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    clearTimeout(reconnectTimer);
    if (!token) return;
    if (!isOnline()) {
      setState('offline');
      return;
    }
    if (attempts >= rules.maxReconnects) {
      setState('timedOut');
      return;
    }
    attempts++;
    setState('reconnecting');
    const delay = Math.max(rules.reconnectDelayMs, openedAt + rules.noReconnectWithinMs - Date.now());
    reconnectTimer = setTimeout(connect, delay);
  }

  function heartbeat() {
    if (Date.now() - lastReceived > rules.missedHeartbeats * rules.heartbeatMs) {
      // Nothing heard for two intervals: the connection is dead even if the browser has not noticed.
      dropSocket();
      scheduleReconnect();
      return;
    }
    rawSend({ type: 'chat/heartbeat', data: { t: Date.now() } });
  }

  function endSession(reason: SessionEndReason) {
    const ended = token;
    close();
    emit(reason === 'remote_login' ? 'remoteLogin' : 'loginExpired', { reason });
    if (ended) deps.onSessionEnded(ended, reason);
  }

  /** A chat message reaches listeners once, however often it arrives. */
  function deliverChat(message: ChatMessage) {
    if (!ids.deliver(message.id)) return;
    emit('onMessage', { kind: 'chat', message } satisfies OnMessageData);
    const me = deps.userId?.();
    if (message.senderId !== me) requestUnreadSoon();
  }

  function requestUnreadSoon() {
    clearTimeout(unreadTimer);
    unreadTimer = setTimeout(() => rawSend({ type: 'chat/notReadNum', data: {} }), rules.unreadDebounceMs);
  }

  function onFrame(frame: Frame, gen: number) {
    const data = frame.data as Record<string, unknown> | undefined;
    switch (frame.type) {
      case 'status': {
        const status = Number(data?.status);
        if (status === SOCKET_LOGIN_EXPIRED) return endSession('login_expired');
        if (data?.ref === 'chat/login') {
          if (status === 0) onLoggedIn(gen);
          return;
        }
        emit('status', data);
        return;
      }
      case 'onMessage': {
        const payload = data as OnMessageData | undefined;
        if (payload?.kind === 'chat') deliverChat(payload.message);
        else if (payload) emit('onMessage', payload);
        return;
      }
      case 'notReadNum':
        emit('notReadNum', data as UnreadCounts);
        return;
      case 'remoteLogin':
        return endSession('remote_login');
      default:
        return;
    }
  }

  function onLoggedIn(gen: number) {
    loggedIn = true;
    clearTimeout(connectTimer);
    attempts = 0;
    const reconnect = everLoggedIn;
    everLoggedIn = true;
    setState('open');
    clearInterval(heartbeatTimer);
    heartbeatTimer = setInterval(heartbeat, rules.heartbeatMs);
    rawSend({ type: 'chat/notReadNum', data: {} });
    void catchUp(gen, reconnect);
  }

  /**
   * The login is confirmed only once this socket receives the user's messages, so fetching everything
   * after the newest settled id (see `lateCommitMs`) leaves no gap; what also arrives live, or was held
   * already, is dropped as seen.
   */
  async function catchUp(gen: number, reconnect: boolean) {
    let complete = true;
    try {
      const from = ids.catchUpFrom();
      if (from === null) {
        const latest = await deps.fetchLatestId();
        if (gen !== generation) return;
        if (latest !== null) ids.hold(latest);
      } else {
        let cursor = from;
        let pages = 0;
        for (;;) {
          const page = await deps.fetchAfter(cursor);
          if (gen !== generation) return;
          for (const message of page.list) {
            deliverChat(message);
            cursor = maxId(cursor, message.id);
          }
          pages++;
          if (!page.hasMore || page.list.length === 0) break;
          if (pages >= rules.maxCatchUpPages) {
            ids.hold(cursor);
            complete = false;
            break;
          }
        }
      }
    } catch {
      if (gen !== generation) return;
      complete = false;
    }
    emit('ready', { reconnect, complete });
  }

  function onNetwork(online: boolean) {
    if (!token) return;
    if (!online) {
      dropSocket();
      setState('offline');
      return;
    }
    if (state === 'offline' || state === 'timedOut') {
      attempts = 0;
      scheduleReconnect();
    }
  }
  const onOnline = () => onNetwork(true);
  const onOffline = () => onNetwork(false);
  let watching = false;
  function watchNetwork(on: boolean) {
    if (!deps.events || watching === on) return;
    watching = on;
    const method = on ? 'addEventListener' : 'removeEventListener';
    deps.events[method]('online', onOnline);
    deps.events[method]('offline', onOffline);
  }

  function close() {
    token = null;
    dropSocket();
    watchNetwork(false);
    attempts = 0;
    if (state !== 'idle') setState('closed');
  }

  return {
    open(next: string) {
      if (!next) return;
      if (next === token && (ws || state === 'reconnecting' || state === 'offline')) return;
      if (next !== historyOf) {
        historyOf = next;
        ids.reset();
        everLoggedIn = false;
      }
      token = next;
      attempts = 0;
      watchNetwork(true);
      connect();
    },
    close,
    send(type, data) {
      return loggedIn ? rawSend({ type, data }) : false;
    },
    on(event, handler) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    get connected() {
      return loggedIn;
    },
    get state() {
      return state;
    },
    retry() {
      if (!token || state === 'open') return;
      attempts = 0;
      clearTimeout(reconnectTimer);
      connect();
    },
  };
}
