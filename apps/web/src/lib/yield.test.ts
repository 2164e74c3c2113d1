import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yield';

describe('yieldToMain', () => {
  it('resumes in a later task: queued microtasks and the current task finish first', async () => {
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('resumed'));
    queueMicrotask(() => order.push('microtask'));
    Promise.resolve().then(() => order.push('promise'));
    order.push('sync');
    await done;
    expect(order).toEqual(['sync', 'microtask', 'promise', 'resumed']);
  });
});
