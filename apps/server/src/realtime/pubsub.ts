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
  /**
   * Whether a message of `topic` could reach anyone: false only when the bus knows that no instance
   * listens (the in-process bus), so publishers skip building frames nobody receives.
   */
  listening(topic: string): boolean;
  /** Resolves once messages of `topic` reach this instance (or the bus is away: it subscribes on return). */
  subscribe(topic: string): Promise<void>;
  unsubscribe(topic: string): void;
  onMessage(handler: (topic: string, message: string) => void): void;
  /** The bus came back after an outage: anything published meanwhile may be lost. */
  onResync(handler: () => void): void;
  close(): Promise<void>;
}

export const userTopic = (userId: number) => `u:${userId}`;

/** One in-process bus per prefix: app instances in one process that share REDIS_PREFIX share it. */
const buses = new Map<string, { emitter: EventEmitter; users: number; listeners: Map<string, number> }>();

/**
 * The default bus, without Redis. Delivery is asynchronous (as it would be through Redis), so a publisher
 * never runs socket code inside its own call stack.
 */
export function memoryPubSub(prefix: string): PubSub {
  let bus = buses.get(prefix);
  if (!bus) {
    bus = { emitter: new EventEmitter(), users: 0, listeners: new Map() };
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

  const listening = (topic: string) => (shared.listeners.get(topic) ?? 0) > 0;
  const unlisten = (topic: string) => {
    const left = (shared.listeners.get(topic) ?? 1) - 1;
    if (left > 0) shared.listeners.set(topic, left);
    else shared.listeners.delete(topic);
  };

  return {
    kind: 'memory',
    async publish(items) {
      if (closed) return false;
      const heard = items.filter((item) => listening(item.topic));
      if (heard.length === 0) return true;
      setImmediate(() => {
        for (const { topic, message } of heard) shared.emitter.emit('message', topic, message);
      });
      return true;
    },
    listening,
    subscribe: async (topic) => {
      if (topics.has(topic)) return;
      topics.add(topic);
      shared.listeners.set(topic, (shared.listeners.get(topic) ?? 0) + 1);
    },
    unsubscribe: (topic) => {
      if (topics.delete(topic)) unlisten(topic);
    },
    onMessage: (handler) => void handlers.push(handler),
    onResync: () => {},
    async close() {
      if (closed) return;
      closed = true;
      for (const topic of topics) unlisten(topic);
      topics.clear();
      shared.emitter.off('message', listener);
      if (--shared.users === 0) buses.delete(prefix);
    },
  };
}
