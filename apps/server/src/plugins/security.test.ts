import { ErrorCode } from '@wayfare/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { type Limiter, memoryLimiter } from '../lib/limiter';
import { envelopePlugin } from './envelope';
import { limiterStore, securityPlugin } from './security';

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

describe('the per-IP limit of API calls', () => {
  const appWith = async (limiter: Limiter | null) => {
    const app = Fastify({ logger: false });
    await app.register(envelopePlugin);
    await app.register(securityPlugin, { perMinute: 3, limiter, tileHosts: [] });
    app.post('/api/x', async () => ({ status: 0 }));
    app.post('/api/own', { config: { rateLimit: { max: 100, timeWindow: 60_000 } } }, async () => ({ status: 0 }));
    app.get('/page', async () => 'page');
    await app.ready();
    return app;
  };
  const call = (app: FastifyInstance, url = '/api/x') =>
    app.inject({ method: url === '/page' ? 'GET' : 'POST', url, payload: url === '/page' ? undefined : {} });

  for (const shared of [false, true]) {
    it(`counts every API call per IP and refuses past the limit (${shared ? 'shared limiter' : 'in-process'})`, async () => {
      const limiter = shared ? memoryLimiter() : null;
      const app = await appWith(limiter);
      try {
        const answers = [];
        for (let i = 0; i < 3; i++) answers.push(await call(app));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
        expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0']);
        expect(answers[0]!.headers['x-ratelimit-limit']).toBe('3');
        expect(Number(answers[0]!.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
        // Security headers on every answer.
        expect(answers[0]!.headers['x-frame-options']).toBe('SAMEORIGIN');
        // Pages and routes with a limit of their own are not counted here.
        expect((await call(app, '/page')).statusCode).toBe(200);
        expect((await call(app, '/api/own')).statusCode).toBe(200);

        const refused = await call(app);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ status: ErrorCode.TooManyOperations });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.headers['x-ratelimit-remaining']).toBe('0');
        expect((await call(app, '/api/own')).statusCode).toBe(200);
        if (limiter) expect(await limiter.blockedFor('rl:127.0.0.1', 3)).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    });
  }

  it('refuses when the shared limiter cannot count, never lets the call through', async () => {
    const failing = { ...memoryLimiter(), hit: () => Promise.reject(new AppError('Unavailable', undefined, 503)) };
    const app = await appWith(failing);
    try {
      const res = await call(app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: ErrorCode.Unavailable });
    } finally {
      await app.close();
    }
  });
});
