import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { memoryPubSub, userTopic } from './pubsub';

describe('in-process bus', () => {
  it('delivers to every instance that subscribed, and knows when nobody listens', async () => {
    const prefix = `t-${Math.random()}:`;
    const a = memoryPubSub(prefix);
    const b = memoryPubSub(prefix);
    const heard: string[] = [];
    b.onMessage((topic, message) => heard.push(`${topic}=${message}`));
    const topic = userTopic(7);

    expect(a.listening(topic)).toBe(false);
    await a.publish([{ topic, message: 'lost' }]);
    await tick();
    expect(heard).toEqual([]);

    await b.subscribe(topic);
    await b.subscribe(topic);
    expect(a.listening(topic)).toBe(true);
    await a.publish([
      { topic, message: 'one' },
      { topic: userTopic(8), message: 'nobody' },
    ]);
    await tick();
    expect(heard).toEqual(['u:7=one']);

    // A second subscription of the same instance is one listener: one unsubscribe ends it.
    b.unsubscribe(topic);
    expect(a.listening(topic)).toBe(false);
    await b.subscribe(topic);
    await b.close();
    expect(a.listening(topic)).toBe(false);
    await a.close();
  });
});
