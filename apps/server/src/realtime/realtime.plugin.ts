import websocket from '@fastify/websocket';
import {
  type AdminQueue,
  OrderStatus,
  OrderType,
  type ServerFrame,
  SocketCloseCode,
  SocketConfig,
  socketLoginExpired,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { operatorOfToken } from '../modules/admin/admin.service';
import { orderRepository } from '../modules/order/order.repository';
import { uploadRules } from '../modules/upload/upload.rules';
import { findSession } from '../plugins/auth';
import { audienceOf, roleDeliveries } from './admin-audience';
import { createHub, type Realtime } from './hub';
import { memoryPubSub, type PubSub } from './pubsub';
import { redisPubSub } from './redis-pubsub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sockets of every instance: push frames to users, end sessions' sockets, serve client frames. */
    realtime: Realtime;
  }
}

/**
 * The chat socket at `/ws` (JSON frames of `@wayfare/contracts` socket.ts) and the fan-out between
 * instances: Redis pub/sub with REDIS_URL, an in-process bus otherwise. Domain events are forwarded:
 * a revoked session's sockets get `remoteLogin` (or -90) and close; order and wallet changes reach the
 * user's sockets as `onMessage`.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const pubsub: PubSub = config.REDIS_URL
      ? await redisPubSub({ url: config.REDIS_URL, prefix: config.REDIS_PREFIX, log: app.log })
      : memoryPubSub(config.REDIS_PREFIX);
    const hub = createHub({
      pubsub,
      log: app.log,
      heartbeatMs: config.SOCKET_HEARTBEAT_MS,
      authenticate: async (token) => {
        const user = await findSession(app.db, token);
        return user ? { id: user.id, sessionId: user.sessionId } : null;
      },
    });
    app.decorate('realtime', hub.realtime);
    // The back office's sockets (`/ws/admin`): a merchant operator's session joins their shop's audience and
    // hears its takeout orders change (the live kitchen board); any other operator joins their role's and
    // hears the queues that role may list change (admin-audience.ts), so the screens read them again.
    const shops = createHub({
      pubsub,
      log: app.log,
      heartbeatMs: config.SOCKET_HEARTBEAT_MS,
      topicPrefix: 's:',
      authenticate: async (token) => {
        const op = await operatorOfToken(app.db, token);
        const audience = op ? audienceOf(op) : null;
        return op && audience !== null ? { id: audience, sessionId: op.sessionId } : null;
      },
    });

    // On shutdown, before the socket server closes them anyway: say why (1012 service restart), so clients
    // reconnect at once, to another instance. One that does not answer the close is cut off after a second.
    app.addHook('preClose', (done) => {
      hub.closeAll(SocketCloseCode.serviceRestart, 'service_restart', 1000);
      shops.closeAll(SocketCloseCode.serviceRestart, 'service_restart', 1000);
      done();
    });
    // Frames carry text and references; files go through /upload/File. Never more than the chat file limit.
    const maxPayload = Math.min(SocketConfig.maxFrameBytes, uploadRules(config).chat.maxBytes);
    // In a context of its own with the two socket routes: the socket plugin adds an onRequest and an
    // onResponse hook to every route of its context, a cost on every API call otherwise.
    await app.register(async (sockets) => {
      await sockets.register(websocket, {
        options: { maxPayload, perMessageDeflate: false },
        errorHandler: (err, socket) => {
          app.log.debug({ err: err.message }, 'socket error');
          socket.terminate();
        },
      });
      sockets.route({
        method: 'GET',
        url: SocketConfig.path,
        config: { auth: false },
        schema: { hide: true },
        handler: async () => {
          throw new AppError('UnknownPath', undefined, 426);
        },
        wsHandler: (socket) => hub.accept(socket),
      });
      sockets.route({
        method: 'GET',
        url: `${SocketConfig.path}/admin`,
        config: { auth: false },
        schema: { hide: true },
        handler: async () => {
          throw new AppError('UnknownPath', undefined, 426);
        },
        wsHandler: (socket) => shops.accept(socket),
      });
    });

    const { realtime } = hub;
    const toShop = async (oid: string, frame: ServerFrame) => {
      try {
        const order = await orderRepository.byId(app.db, Number(oid), null);
        if (order?.merchantId) shops.realtime.toUsers([order.merchantId], frame);
      } catch (err) {
        app.log.warn({ err, oid }, 'shop socket: order lookup failed');
      }
    };
    const at = () => new Date().toISOString();
    /** Tells every operator whose role may list one of these queues that it changed (on every instance). */
    const toOperators = (queues: AdminQueue[]) => {
      const now = at();
      for (const { audience, names } of roleDeliveries(queues))
        shops.realtime.toUsers([audience], { type: 'onMessage', data: { kind: 'queue', queue: { names, at: now } } });
    };
    const offs = [
      app.events.on('session.revoked', ({ userId, sessionIds, reason }) => {
        const remote = reason === 'remote_login';
        const frame: ServerFrame = remote
          ? { type: 'remoteLogin', data: { at: at(), msg: 'remote_login' } }
          : socketLoginExpired();
        realtime.endSessions(
          userId,
          sessionIds,
          frame,
          remote ? SocketCloseCode.remoteLogin : SocketCloseCode.loginExpired,
        );
      }),
      app.events.on('operator.session.revoked', ({ operator, sessionIds }) => {
        const audience = audienceOf(operator);
        if (audience !== null)
          shops.realtime.endSessions(audience, sessionIds, socketLoginExpired(), SocketCloseCode.loginExpired);
      }),
      app.events.on('order.status', (e) => {
        const frame: ServerFrame = {
          type: 'onMessage',
          data: {
            kind: 'order',
            order: {
              oid: e.oid,
              pType: e.type,
              status: e.status,
              previousStatus: e.previousStatus ?? null,
              payStatus: e.payStatus ?? (e.status === 0 ? 0 : 1),
              at: at(),
            },
          },
        };
        realtime.toUsers([e.userId], frame);
        // Takeout orders also reach their shop's kitchen board, once paid (an unpaid order is not the shop's yet).
        if (e.type === OrderType.Takeout && e.status !== OrderStatus.Unpaid) void toShop(e.oid, frame);
        toOperators(['orders', 'dashboard']);
      }),
      app.events.on('admin.queue', ({ queue }) => {
        // Top-ups and withdrawals waiting are counted on the dashboard; the support inbox is not.
        toOperators(queue === 'support' ? [queue] : [queue, 'dashboard']);
      }),
      app.events.on('wallet.changed', ({ userId, balance, unit }) => {
        realtime.toUsers([userId], {
          type: 'onMessage',
          data: { kind: 'wallet', wallet: { balance, unit, at: at() } },
        });
      }),
    ];

    app.addHook('onClose', async () => {
      for (const off of offs) off();
      hub.stop();
      shops.stop();
      await pubsub.close();
    });
  },
  { name: 'realtime' },
);
