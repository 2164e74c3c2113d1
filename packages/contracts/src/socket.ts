import { z } from 'zod';
import { id, isoTime } from './common';
import { chatMessageSchema, chatSendInput, unreadCountsSchema } from './endpoints/chat/shared';
import { errorParamsSchema } from './envelope';
import { ErrorCode } from './errors';

/**
 * The WebSocket at `/ws` (spec section 7, issue 7). Every frame is JSON `{ type, data }`.
 * Names are the spec's: the client sends `chat/login`, `chat/heartbeat`, `chat/notReadNum`; the server
 * sends `onMessage` and `remoteLogin`, answers `notReadNum`, and reports outcomes in `status` frames
 * (`-90` when the login behind the socket is expired or unknown: the client forces a logout).
 */
export const SocketConfig = {
  path: '/ws',
  /** The client sends `chat/heartbeat` this often. */
  heartbeatMs: 5000,
  /** The server drops a peer silent for this many heartbeat intervals. */
  dropAfterMissedHeartbeats: 2,
  /** Client reconnect policy: at most 3 attempts, 1 s apart, none within 3 s of a connect. */
  maxReconnects: 3,
  reconnectDelayMs: 1000,
  noReconnectWithinMs: 3000,
  /** A client must log in within this time after connecting, or it is closed. */
  loginTimeoutMs: 10_000,
  /**
   * Largest client frame. Sockets carry text and references only (files go through `/upload/File`); the
   * server uses the smaller of this and the chat file limit and closes the socket (1009) beyond it.
   */
  maxFrameBytes: 64 * 1024,
  /**
   * Frames a client may send per second; beyond it a message frame is refused with TooManyOperations and
   * heartbeats and invalid frames go unanswered.
   */
  maxFramesPerSecond: 30,
  /** Beyond this many frames in one second the server closes the socket (`policyViolation`). */
  closeAfterFramesPerSecond: 120,
} as const;

/**
 * Close codes the server uses. After `resync` (and after any drop) the client reconnects and catches up
 * over HTTP (`/chat/GetMessageList` with `afterId`); after `loginExpired` and `remoteLogin` it logs out.
 */
export const SocketCloseCode = {
  /** Going away (no longer sent by the server: shutdown is `serviceRestart`); clients reconnect on it too. */
  goingAway: 1001,
  /** The client sent more than `closeAfterFramesPerSecond` frames in a second. */
  policyViolation: 1008,
  /** A frame exceeded `maxFrameBytes`. */
  tooLarge: 1009,
  /** The fan-out bus (Redis) came back after an outage: reconnect and catch up. */
  resync: 1012,
  /** This instance is shutting down (deploy, scale-in): reconnect, to another instance, and catch up. */
  serviceRestart: 1012,
  loginExpired: 4001,
  remoteLogin: 4002,
  /** No heartbeat for two intervals, or no login within `loginTimeoutMs`. */
  timeout: 4008,
} as const;

// ---- client to server ----

export const chatLoginFrame = z.object({
  type: z.literal('chat/login'),
  data: z.object({
    /** The session token: the only thing the server trusts. */
    token: z.string().min(1).max(512),
    /** The spec's field; accepted for old clients and checked against the token's user, never trusted. */
    userId: id.optional(),
  }),
});

export const chatHeartbeatFrame = z.object({
  type: z.literal('chat/heartbeat'),
  data: z.object({ t: z.number().int().optional() }).nullish(),
});

export const chatNotReadNumFrame = z.object({
  type: z.literal('chat/notReadNum'),
  data: z.object({}).nullish(),
});

/** Addition: send a chat message over the socket (the HTTP fallback is `/chat/SendMessage`). */
export const chatSendFrame = z.object({ type: z.literal('chat/send'), data: chatSendInput });

export const clientFrameSchema = z.discriminatedUnion('type', [
  chatLoginFrame,
  chatHeartbeatFrame,
  chatNotReadNumFrame,
  chatSendFrame,
]);
export type ClientFrame = z.input<typeof clientFrameSchema>;
export type ParsedClientFrame = z.output<typeof clientFrameSchema>;
export type ClientFrameType = ClientFrame['type'];

// ---- server to client ----

/** An order changed state: the order detail and list update live. */
export const orderEventSchema = z.object({
  oid: z.string(),
  pType: z.number().int(),
  /** OrderStatus 0-7 after the change, and the one before (null when the publisher did not say). */
  status: z.number().int(),
  previousStatus: z.number().int().nullable(),
  payStatus: z.number().int(),
  at: isoTime,
});

export const systemNoticeSchema = z.object({
  id: z.string(),
  /** i18n key of the title, with `params` for its placeholders. */
  title: z.string(),
  content: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  at: isoTime,
});

/** The caller's wallet balance changed (top-up approved, payment, refund...): the wallet screens refresh. */
/** A wallet balance changed: the balance after, in minor units of `unit`. */
export const walletEventSchema = z.object({ balance: z.number().int(), unit: z.string(), at: isoTime });

/**
 * The back office's live queues (`/ws/admin` only): a list an operator's screen shows changed, so the screen
 * reads it again. Each operator hears only the queues their role may list (a merchant: their own shop's
 * orders, as `order` frames).
 */
export const AdminQueues = ['recharges', 'withdrawals', 'payouts', 'support', 'orders', 'dashboard'] as const;
export type AdminQueue = (typeof AdminQueues)[number];
export const adminQueueEventSchema = z.object({ names: z.array(z.enum(AdminQueues)), at: isoTime });

/**
 * `onMessage` carries one of four kinds (five on the back office's socket: `queue`). A chat message also reaches the sender's other sockets (it carries
 * the sender's `clientId`, so a pending bubble is matched). Clients ignore kinds they do not know.
 */
export const onMessageDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chat'), message: chatMessageSchema }),
  z.object({ kind: z.literal('order'), order: orderEventSchema }),
  z.object({ kind: z.literal('system'), notice: systemNoticeSchema }),
  z.object({ kind: z.literal('wallet'), wallet: walletEventSchema }),
  z.object({ kind: z.literal('queue'), queue: adminQueueEventSchema }),
]);
export type OnMessageData = z.infer<typeof onMessageDataSchema>;

export const onMessageFrame = z.object({ type: z.literal('onMessage'), data: onMessageDataSchema });

/**
 * The user logged in on another device: the client shows the prompt, closes and logs out. (A session ended
 * otherwise (logout, password change, freeze) gets the `-90` status instead; both close the socket.)
 */
export const remoteLoginFrame = z.object({
  type: z.literal('remoteLogin'),
  data: z.object({ at: isoTime, msg: z.literal('remote_login') }),
});

/**
 * Answer to `chat/notReadNum`, and pushed to every socket of the user whenever a read changes the counts
 * (a read on another device). `list` holds the conversations with unread messages; absent means 0. New
 * messages arrive as `onMessage` (the client adds one for a message from someone else in a conversation
 * it is not showing) and do not push counts; after a reconnect the client asks again.
 */
export const notReadNumFrame = z.object({ type: z.literal('notReadNum'), data: unreadCountsSchema });

/**
 * Outcome of a client frame. `status` 0 with `ref` `chat/login` confirms the login (with `userId`), sent
 * once the socket receives the user's messages from every instance: catch up over HTTP after it;
 * `-90` means the login is expired (the server closes the socket after sending it). `status` 0 with `ref`
 * `chat/send` and the `clientId` acknowledges a stored message (its `onMessage` comes first); other
 * catalogue codes refuse it (muted, toId does not exist...) and carry its `clientId`.
 */
export const statusFrame = z.object({
  type: z.literal('status'),
  data: z.object({
    status: z.number().int(),
    msg: z.string(),
    /** The client frame type this answers. */
    ref: z.string().optional(),
    clientId: z.string().optional(),
    userId: z.string().optional(),
    params: errorParamsSchema.optional(),
  }),
});

/** Reply to `chat/heartbeat`, with the server time (lets the client correct countdowns). */
export const heartbeatAckFrame = z.object({
  type: z.literal('chat/heartbeat'),
  data: z.object({ t: z.number().int().optional(), serverTime: z.number().int() }),
});

export const serverFrameSchema = z.discriminatedUnion('type', [
  onMessageFrame,
  remoteLoginFrame,
  notReadNumFrame,
  statusFrame,
  heartbeatAckFrame,
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
export type ServerFrameType = ServerFrame['type'];
export type ServerFrameOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;
export type ClientFrameOf<T extends ClientFrameType> = Extract<ClientFrame, { type: T }>;

/** The socket's login-expired status (spec: -90). */
export const SOCKET_LOGIN_EXPIRED = ErrorCode.SocketLoginExpired;

export const socketLoginExpired = (): ServerFrameOf<'status'> => ({
  type: 'status',
  data: { status: ErrorCode.SocketLoginExpired, msg: 'login_expired', ref: 'chat/login' },
});
