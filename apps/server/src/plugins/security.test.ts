import { describe, expect, it } from 'vitest';
import { memoryLimiter } from '../lib/limiter';
import { limiterStore } from './security';

type Store = {
  incr: (key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, w: number) => void;
  child: (route: unknown) => Store;
};
const incr = (store: Store, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), 60_000),
  );

describe('the rate limit store over a limiter', () => {
  it('counts per key in a window of the limit, routes with their own limit apart', async () => {
    const Ctor = limiterStore(memoryLimiter());
    const store = new Ctor({}) as unknown as Store;
    expect(await incr(store, '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
    expect((await incr(store, '10.0.0.1')).current).toBe(2);
    expect((await incr(store, '10.0.0.2')).current).toBe(1);
    const login = store.child({ routeInfo: { method: 'POST', url: '/api/admin/Login' } });
    expect((await incr(login, '10.0.0.1')).current).toBe(1);
    expect((await incr(store, '10.0.0.1')).current).toBe(3);
  });

  it('passes a failure of the limiter on, so the limit refuses instead of letting the request through', async () => {
    const failing = { ...memoryLimiter(), hit: () => Promise.reject(new Error('nowhere to count')) };
    const store = new (limiterStore(failing))({}) as unknown as Store;
    await expect(incr(store, '10.0.0.1')).rejects.toThrow('nowhere to count');
  });
});
