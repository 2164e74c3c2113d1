import { EventEmitter } from 'node:events';

/**
 * How socket events travel between server instances. Topics are per user (`u:<id>`) plus one broadcast
 * topic (`all`); messages are opaque strings. Publishing never throws into business code: a failure is
 * logged by the implementation and reported as `false`, and the sockets that missed something are told
 * to reconnect and catch up over HTTP once the bus is back (`onResync`).
 */
export interface PubSub {
  readonly kind: 'memory' | 'redis';
  /** Sends each message to every instance subscribed to its topic (this one included). */
  publish(items: { topic: string; message: string }[]): Promise<boolean>;
  /** Resolves once messages of `topic` reach this instance (or the bus is away: it subscribes on return). */
  subscribe(topic: string): Promise<void>;
  unsubscribe(topic: string): void;
  onMessage(handler: (topic: string, message: string) => void): void;
  /** The bus came back after an outage: anything published meanwhile may be lost. */
  onResync(handler: () => void): void;
  close(): Promise<void>;
}

export const BROADCAST_TOPIC = 'all';
export const userTopic = (userId: number) => `u:${userId}`;

/** One in-process bus per prefix: app instances in one process that share REDIS_PREFIX share it. */
const buses = new Map<string, { emitter: EventEmitter; users: number }>();

/**
 * The default bus, without Redis. Delivery is asynchronous (as it would be through Redis), so a publisher
 * never runs socket code inside its own call stack.
 */
export function memoryPubSub(prefix: string): PubSub {
  let bus = buses.get(prefix);
  if (!bus) {
    bus = { emitter: new EventEmitter(), users: 0 };
    bus.emitter.setMaxListeners(0);
    buses.set(prefix, bus);
  }
  bus.users++;
  const shared = bus;
  const topics = new Set<string>();
  const handlers: ((topic: string, message: string) => void)[] = [];
  const listener = (topic: string, message: string) => {
    if (!topics.has(topic)) return;
    for (const h of handlers) h(topic, message);
  };
  shared.emitter.on('message', listener);
  let closed = false;

  return {
    kind: 'memory',
    async publish(items) {
      if (closed) return false;
      setImmediate(() => {
        for (const { topic, message } of items) shared.emitter.emit('message', topic, message);
      });
      return true;
    },
    subscribe: async (topic) => void topics.add(topic),
    unsubscribe: (topic) => void topics.delete(topic),
    onMessage: (handler) => void handlers.push(handler),
    onResync: () => {},
    async close() {
      if (closed) return;
      closed = true;
      shared.emitter.off('message', listener);
      if (--shared.users === 0) buses.delete(prefix);
    },
  };
}
