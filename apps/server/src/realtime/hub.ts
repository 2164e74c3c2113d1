import { randomBytes } from 'node:crypto';
import {
  blankAsAbsent,
  type ClientFrameType,
  clientFrameSchema,
  findUnsafeText,
  type ParsedClientFrame,
  type ServerFrame,
  type ServerFrameOf,
  SocketCloseCode,
  SocketConfig,
  socketLoginExpired,
} from '@wayfare/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import { AppError } from '../lib/app-error';
import type { PubSub } from './pubsub';

export type SocketUser = { id: number; sessionId: number };

/** What a frame handler gets: who is asking, and a way to answer this one socket. */
export type SocketContext = {
  user: SocketUser;
  send: (frame: ServerFrame) => void;
};

type DataOf<T extends ClientFrameType> = Extract<ParsedClientFrame, { type: T }>['data'];
type Handler<T extends ClientFrameType> = (ctx: SocketContext, data: DataOf<T>) => Promise<void>;

/** What the rest of the server sees of the socket layer (`app.realtime`). */
export type Realtime = {
  readonly instanceId: string;
  /** Sends a frame to every socket of these users, on every instance. Never throws, never waits. */
  toUsers(userIds: Iterable<number>, frame: ServerFrame): void;
  /** Sends `frame` to the sockets of these sessions (every instance), then closes them with `closeCode`. */
  endSessions(userId: number, sessionIds: number[], frame: ServerFrame, closeCode: number): void;
  /** Serves a client frame type that needs a logged-in socket (`chat/send`, `chat/notReadNum`). */
  handle<T extends Exclude<ClientFrameType, 'chat/login' | 'chat/heartbeat'>>(type: T, handler: Handler<T>): void;
  /** Sockets and users held by this instance, and which bus links the instances. */
  stats(): { sockets: number; users: number; bus: PubSub['kind'] };
};

type Conn = {
  readonly ws: WebSocket;
  user: SocketUser | null;
  readonly connectedAt: number;
  lastSeen: number;
  windowStart: number;
  framesInWindow: number;
  /** Frames of one socket are handled one after another, so a sender's messages keep their order. */
  chain: Promise<void>;
};

/** On the bus: a frame for every socket of the topic's user, or the end of some of its sessions. */
type BusMessage = { o: string; f: string } | { o: string; f: string; end: number[]; code: number };

/** A socket that cannot keep up (this much unsent) is dropped; it catches up over HTTP. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long a revoked session id is remembered, for a login racing its revocation. */
const REVOKED_TTL_MS = 60_000;

export type HubOptions = {
  pubsub: PubSub;
  log: FastifyBaseLogger;
  /** Resolves a session token to its live user, or null. */
  authenticate: (token: string) => Promise<SocketUser | null>;
  heartbeatMs: number;
  /**
   * Bus topic prefix of this hub's sockets (`u:` for users). Another hub on the same bus (the back office's
   * shop sockets, `s:`) keeps its own ids apart with its own prefix.
   */
  topicPrefix?: string;
};

/**
 * The sockets of this instance, indexed by user, and the fan-out to those of every other instance:
 * a frame for a user goes to the local sockets at once and onto the bus for the others (each instance
 * ignores what it published itself). A user's topic is subscribed while this instance holds a socket of
 * theirs. One timer sweeps every socket: silent for two heartbeat intervals (or not logged in in time)
 * means dropped.
 */
export function createHub(opts: HubOptions) {
  const { pubsub, log, heartbeatMs } = opts;
  const prefix = opts.topicPrefix ?? 'u:';
  const userTopic = (id: number) => `${prefix}${id}`;
  const instanceId = randomBytes(8).toString('hex');
  const conns = new Set<Conn>();
  const byUser = new Map<number, Set<Conn>>();
  /** Per user: resolves once the user's topic is subscribed (a login is confirmed only then). */
  const subscribed = new Map<number, Promise<void>>();
  const revoked = new Map<number, number>();
  const handlers = new Map<ClientFrameType, (ctx: SocketContext, data: unknown) => Promise<void>>();
  const loginTimeoutMs = Math.min(SocketConfig.loginTimeoutMs, 2 * heartbeatMs);

  function sendRaw(conn: Conn, json: string) {
    const { ws } = conn;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      remove(conn);
      ws.terminate();
      return;
    }
    ws.send(json);
  }
  const send = (conn: Conn, frame: ServerFrame) => sendRaw(conn, JSON.stringify(frame));

  /** Indexes the socket under its user; resolves once frames for the user from any instance reach it. */
  function attach(conn: Conn, user: SocketUser): Promise<void> {
    if (conn.user) detach(conn);
    conn.user = user;
    let set = byUser.get(user.id);
    if (!set) {
      set = new Set();
      byUser.set(user.id, set);
      subscribed.set(user.id, pubsub.subscribe(userTopic(user.id)));
    }
    set.add(conn);
    return subscribed.get(user.id) ?? Promise.resolve();
  }

  function detach(conn: Conn) {
    const user = conn.user;
    if (!user) return;
    conn.user = null;
    const set = byUser.get(user.id);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) {
      byUser.delete(user.id);
      subscribed.delete(user.id);
      pubsub.unsubscribe(userTopic(user.id));
    }
  }

  function remove(conn: Conn) {
    detach(conn);
    conns.delete(conn);
  }

  function deliver(userId: number, json: string) {
    const set = byUser.get(userId);
    if (set) for (const conn of set) sendRaw(conn, json);
  }

  function deliverEnd(userId: number, sessionIds: number[], json: string, code: number) {
    const until = Date.now() + REVOKED_TTL_MS;
    for (const id of sessionIds) revoked.set(id, until);
    const set = byUser.get(userId);
    if (!set) return;
    for (const conn of [...set]) {
      if (!conn.user || !sessionIds.includes(conn.user.sessionId)) continue;
      sendRaw(conn, json);
      detach(conn);
      conn.ws.close(code, code === SocketCloseCode.remoteLogin ? 'remote_login' : 'login_expired');
    }
  }

  pubsub.onMessage((topic, raw) => {
    let msg: BusMessage;
    try {
      msg = JSON.parse(raw) as BusMessage;
    } catch {
      return;
    }
    if (msg.o === instanceId || !topic.startsWith(prefix)) return;
    const userId = Number(topic.slice(prefix.length));
    if ('end' in msg) deliverEnd(userId, msg.end, msg.f, msg.code);
    else deliver(userId, msg.f);
  });

  // The bus lost messages: every logged-in socket reconnects and catches up over HTTP.
  pubsub.onResync(() => {
    for (const conn of conns) {
      if (!conn.user) continue;
      remove(conn);
      conn.ws.close(SocketCloseCode.resync, 'resync');
    }
  });

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const conn of conns) {
        if (conn.user) {
          if (now - conn.lastSeen > 2 * heartbeatMs) {
            remove(conn);
            conn.ws.terminate();
          }
        } else if (now - conn.connectedAt > loginTimeoutMs) {
          remove(conn);
          conn.ws.close(SocketCloseCode.timeout, 'login_timeout');
        }
      }
      for (const [id, until] of revoked) if (until < now) revoked.delete(id);
    },
    Math.max(25, Math.floor(heartbeatMs / 2)),
  );
  sweep.unref();

  const status = (data: ServerFrameOf<'status'>['data']): ServerFrame => ({ type: 'status', data });

  function failure(err: unknown, ref: string, clientId?: string): ServerFrame {
    if (err instanceof AppError) {
      return status({
        status: err.status,
        msg: err.key,
        ref,
        ...(clientId ? { clientId } : {}),
        ...(err.params ? { params: err.params } : {}),
      });
    }
    log.error({ err, ref }, 'socket frame failed');
    const fallback = new AppError(ref === 'chat/send' ? 'MessageSendFailed' : 'InternalError');
    return status({ status: fallback.status, msg: fallback.key, ref, ...(clientId ? { clientId } : {}) });
  }

  async function login(conn: Conn, data: DataOf<'chat/login'>) {
    let user: SocketUser | null;
    try {
      user = await opts.authenticate(data.token);
    } catch (err) {
      log.error({ err }, 'socket login failed');
      const e = new AppError('Unavailable');
      send(conn, status({ status: e.status, msg: e.key, ref: 'chat/login' }));
      conn.ws.close(1011, 'unavailable');
      return;
    }
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    const claimed = data.userId;
    if (!user || (claimed !== undefined && claimed !== String(user.id)) || revoked.has(user.sessionId)) {
      detach(conn);
      send(conn, socketLoginExpired());
      conn.ws.close(SocketCloseCode.loginExpired, 'login_expired');
      return;
    }
    // Confirmed once the user's topic is live, so a catch-up the client runs next leaves no gap.
    await attach(conn, { id: user.id, sessionId: user.sessionId });
    if (conn.user?.sessionId !== user.sessionId) return;
    send(conn, status({ status: 0, msg: 'ok', ref: 'chat/login', userId: String(user.id) }));
  }

  async function onFrame(conn: Conn, frame: ParsedClientFrame) {
    if (frame.type === 'chat/login') return login(conn, frame.data);
    const user = conn.user;
    const clientId = frame.type === 'chat/send' ? frame.data.clientId : undefined;
    if (!user) {
      const e = new AppError('NotLoggedIn');
      send(conn, status({ status: e.status, msg: e.key, ref: frame.type, ...(clientId ? { clientId } : {}) }));
      return;
    }
    const handler = handlers.get(frame.type);
    if (!handler) return;
    try {
      await handler({ user, send: (f) => send(conn, f) }, frame.data);
    } catch (err) {
      send(conn, failure(err, frame.type, clientId));
    }
  }

  function onMessage(conn: Conn, data: WebSocket.RawData) {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    const now = Date.now();
    conn.lastSeen = now;
    if (now - conn.windowStart >= 1000) {
      conn.windowStart = now;
      conn.framesInWindow = 0;
    }
    // Every frame counts, heartbeats and garbage included: a flood is never answered one for one.
    const count = ++conn.framesInWindow;
    if (count > SocketConfig.closeAfterFramesPerSecond) {
      remove(conn);
      conn.ws.close(SocketCloseCode.policyViolation, 'too_many_frames');
      return;
    }
    const limited = count > SocketConfig.maxFramesPerSecond;
    let raw: unknown;
    try {
      raw = JSON.parse(String(data));
    } catch {
      if (!limited) send(conn, failure(new AppError('BadJson'), 'unknown'));
      return;
    }
    const unsafe = findUnsafeText(raw);
    const parsed = unsafe === null ? clientFrameSchema.safeParse(blankAsAbsent(clientFrameSchema, raw)) : null;
    const ref = String((raw as { type?: unknown })?.type ?? 'unknown').slice(0, 40);
    if (!parsed?.success) {
      if (limited) return;
      const clientId = (raw as { data?: { clientId?: unknown } })?.data?.clientId;
      const fields = parsed ? parsed.error.issues.map((i) => i.path.join('.')).join(',') : unsafe;
      send(
        conn,
        failure(
          new AppError('ParameterError', fields ? { fields } : undefined),
          ref,
          typeof clientId === 'string' && unsafe === null ? clientId.slice(0, 64) : undefined,
        ),
      );
      return;
    }
    const frame = parsed.data;
    if (frame.type === 'chat/heartbeat') {
      if (!limited) send(conn, { type: 'chat/heartbeat', data: { t: frame.data?.t, serverTime: now } });
      return;
    }
    if (limited) {
      const clientId = frame.type === 'chat/send' ? frame.data.clientId : undefined;
      send(conn, failure(new AppError('TooManyOperations', { seconds: 1 }), ref, clientId));
      return;
    }
    conn.chain = conn.chain.then(() => onFrame(conn, frame)).catch((err) => log.error({ err }, 'socket frame'));
  }

  const realtime: Realtime = {
    instanceId,
    toUsers(userIds, frame) {
      // Users nobody listens for (no socket on any instance the bus knows of) cost nothing.
      const ids = [...new Set(userIds)].filter((id) => byUser.has(id) || pubsub.listening(userTopic(id)));
      if (ids.length === 0) return;
      const json = JSON.stringify(frame);
      for (const id of ids) deliver(id, json);
      const message = JSON.stringify({ o: instanceId, f: json } satisfies BusMessage);
      void pubsub.publish(ids.map((id) => ({ topic: userTopic(id), message })));
    },
    endSessions(userId, sessionIds, frame, closeCode) {
      if (sessionIds.length === 0) return;
      const json = JSON.stringify(frame);
      deliverEnd(userId, sessionIds, json, closeCode);
      const message = JSON.stringify({ o: instanceId, f: json, end: sessionIds, code: closeCode } satisfies BusMessage);
      void pubsub.publish([{ topic: userTopic(userId), message }]);
    },
    handle(type, handler) {
      handlers.set(type, handler as (ctx: SocketContext, data: unknown) => Promise<void>);
    },
    stats: () => ({ sockets: conns.size, users: byUser.size, bus: pubsub.kind }),
  };

  return {
    realtime,
    /** Takes a new socket from the `/ws` route. */
    accept(ws: WebSocket) {
      const now = Date.now();
      const conn: Conn = {
        ws,
        user: null,
        connectedAt: now,
        lastSeen: now,
        windowStart: now,
        framesInWindow: 0,
        chain: Promise.resolve(),
      };
      conns.add(conn);
      ws.on('message', (data) => onMessage(conn, data));
      ws.on('pong', () => {
        conn.lastSeen = Date.now();
      });
      ws.on('close', () => remove(conn));
      ws.on('error', () => remove(conn));
    },
    /**
     * Closes every socket (server shutdown: clients reconnect to another instance and catch up); those that
     * have not finished the close handshake after `terminateAfterMs` are cut off.
     */
    closeAll(code: number, reason: string, terminateAfterMs?: number) {
      const closing = [...conns];
      for (const conn of closing) {
        remove(conn);
        conn.ws.close(code, reason);
      }
      if (terminateAfterMs === undefined || closing.length === 0) return;
      setTimeout(() => {
        for (const { ws } of closing) if (ws.readyState !== WebSocket.CLOSED) ws.terminate();
      }, terminateAfterMs).unref();
    },
    stop() {
      clearInterval(sweep);
      for (const conn of conns) remove(conn);
    },
  };
}
