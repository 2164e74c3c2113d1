import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { PubSub } from './pubsub';

/** Control message on the `sys` topic: some instance failed to publish, every socket must catch up. */
const RESYNC = 'resync';
const SYS_TOPIC = 'sys';

export type RedisPubSubOptions = {
  url: string;
  /** REDIS_PREFIX: channels are `<prefix>rt:<topic>`. */
  prefix: string;
  log: FastifyBaseLogger;
  /** How long start-up waits for Redis before going on without it (it keeps reconnecting). */
  connectWaitMs?: number;
};

/**
 * Redis pub/sub across instances. Two connections of its own: a subscriber (which Redis forbids from
 * doing anything else) and a publisher that fails fast while Redis is away (no offline queue, short
 * timeout), so an outage costs business calls nothing. When the subscriber comes back, or the
 * publisher comes back after failed publishes, sockets are told to reconnect and catch up over HTTP.
 */
export async function redisPubSub(opts: RedisPubSubOptions): Promise<PubSub> {
  const { log } = opts;
  const base = `${opts.prefix}rt:`;
  const channelOf = (topic: string) => base + topic;
  const retryStrategy = (times: number) => Math.min(100 * times, 1000);

  const pub = new Redis(opts.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2000,
    retryStrategy,
    connectionName: 'wayfare-pub',
  });
  const sub = new Redis(opts.url, {
    maxRetriesPerRequest: null,
    autoResubscribe: true,
    retryStrategy,
    connectionName: 'wayfare-sub',
  });

  const handlers: ((topic: string, message: string) => void)[] = [];
  const resyncHandlers: (() => void)[] = [];
  const resync = () => {
    for (const h of resyncHandlers) h();
  };

  // Errors are expected during an outage; log them once per state change, not per retry.
  let pubDown = false;
  let subDown = false;
  pub.on('error', (err) => {
    if (!pubDown) log.warn({ err: err.message }, 'realtime: redis publisher error');
    pubDown = true;
  });
  sub.on('error', (err) => {
    if (!subDown) log.warn({ err: err.message }, 'realtime: redis subscriber error');
    subDown = true;
    subLost = true;
  });

  // Any time without a subscriber (an outage, or Redis missing at start) may have lost messages.
  let subLost = false;
  sub.on('close', () => {
    subLost = true;
  });
  sub.on('ready', () => {
    subDown = false;
    if (subLost) {
      subLost = false;
      log.info('realtime: redis subscriber back; sockets will reconnect and catch up');
      resync();
    }
  });

  let failedPublishes = 0;
  const publishFailed = (err: unknown) => {
    if (failedPublishes++ === 0) {
      log.warn({ err: (err as Error)?.message }, 'realtime: publish failed; remote sockets catch up over HTTP later');
    }
  };
  pub.on('ready', () => {
    pubDown = false;
    if (failedPublishes > 0) {
      log.info({ failedPublishes }, 'realtime: redis publisher back; asking every instance to resync');
      failedPublishes = 0;
      pub.publish(channelOf(SYS_TOPIC), RESYNC).catch(publishFailed);
    }
  });

  sub.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(base)) return;
    const topic = channel.slice(base.length);
    if (topic === SYS_TOPIC) {
      if (message === RESYNC) resync();
      return;
    }
    for (const h of handlers) h(topic, message);
  });
  sub.subscribe(channelOf(SYS_TOPIC)).catch(() => {});

  // Start-up waits briefly for both connections, then goes on: HTTP must work without Redis.
  const settled = (r: Redis) =>
    new Promise<void>((resolve) => {
      if (r.status === 'ready') return resolve();
      r.once('ready', () => resolve());
      r.once('error', () => resolve());
    });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all([settled(pub), settled(sub)]),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, opts.connectWaitMs ?? 3000);
    }),
  ]);
  clearTimeout(timer);

  return {
    kind: 'redis',
    // Other instances' subscriptions are not known here: every topic may have listeners.
    listening: () => true,
    async publish(items) {
      if (items.length === 0) return true;
      try {
        if (items.length === 1) {
          await pub.publish(channelOf(items[0]!.topic), items[0]!.message);
        } else {
          const pipeline = pub.pipeline();
          for (const { topic, message } of items) pipeline.publish(channelOf(topic), message);
          const results = (await pipeline.exec()) ?? [];
          const failed = results.find(([err]) => err);
          if (failed) throw failed[0];
        }
        return true;
      } catch (err) {
        publishFailed(err);
        return false;
      }
    },
    subscribe: async (topic) => {
      // While Redis is away the command waits in the subscriber's queue; do not hold a login up for it
      // (the socket is told to resync when Redis is back).
      const pending = sub.subscribe(channelOf(topic)).catch(() => {});
      if (sub.status !== 'ready') return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        pending,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, 1000);
        }),
      ]);
      clearTimeout(timer);
    },
    unsubscribe: (topic) => {
      sub.unsubscribe(channelOf(topic)).catch(() => {});
    },
    onMessage: (handler) => void handlers.push(handler),
    onResync: (handler) => void resyncHandlers.push(handler),
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
