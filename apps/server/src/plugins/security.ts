import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
} from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError } from '../lib/app-error';
import type { Limiter } from '../lib/limiter';

/**
 * Security headers and the API-wide per-IP rate limit. With Redis configured the limit counts through the
 * shared limiter (Redis, PostgreSQL while Redis is away, 503 when neither answers: never unlimited, never
 * per instance); without Redis it counts in-process (app.ts says why).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { perMinute: number; limiter: Limiter | null; tileHosts: string[] }) => {
    // Worked out once (helmet's own values for this configuration, which depend on nothing per request)
    // and added to Fastify's answer headers, which Node writes in one go with the status line: running
    // helmet's middleware chain and `setHeader` on every request was a measurable cost on hot API paths.
    const securityHeaders = staticHeaders(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", 'https://telegram.org'],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', ...opts.tileHosts],
            connectSrc: ["'self'", 'ws:', 'wss:'],
            frameSrc: ["'self'", 'https://oauth.telegram.org'],
            frameAncestors: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
        crossOriginEmbedderPolicy: false,
      }),
    );
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
    // The API-wide per-IP limit is a callback hook of its own, added to every route without a limit of its
    // own: the plugin's hook costs four promises and a look-up of the route's options on every request.
    // Routes with their own limit (operator login, map search) count through the plugin, under their own keys.
    const perIp = perIpLimit(opts.perMinute, opts.limiter);
    app.addHook('onRoute', (route) => {
      const own = route.config?.rateLimit;
      if (own !== undefined && own !== null) return;
      route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), perIp];
    });
    await app.register(rateLimit, {
      global: false,
      max: opts.perMinute,
      timeWindow: 60_000,
      store: opts.limiter ? limiterStore(opts.limiter) : undefined,
      // A counter that cannot count refuses (503 from the limiter) rather than letting everything through.
      skipOnError: false,
      // The builder's value is thrown, so the envelope plugin's error handler answers it.
      errorResponseBuilder: (_req, ctx) => tooMany(ctx.ttl),
    });
  },
);

const WINDOW_MS = 60_000;
const tooMany = (ttlMs: number) =>
  new AppError('TooManyOperations', { seconds: Math.max(1, Math.ceil(ttlMs / 1000)) }, 429);

/**
 * The per-IP limit of every `/api/` call in a fixed window of a minute started by the first call: through the
 * shared limiter (key `rl:<ip>`, one atomic increment per call) when given, else counted in this process.
 * Answers carry `x-ratelimit-limit`, `-remaining` and `-reset` as @fastify/rate-limit's did; a call over the
 * limit gets 429 TooManyOperations with the seconds to wait (and `retry-after`); a limiter that fails refuses.
 */
export function perIpLimit(max: number, limiter: Limiter | null, now: () => number = Date.now): onRequestHookHandler {
  const local = limiter ? null : localWindows(now);
  const limit = String(max);
  const decide = (reply: FastifyReply, count: number, ttlMs: number): AppError | undefined => {
    const reset = String(Math.max(0, Math.ceil(ttlMs / 1000)));
    reply.header('x-ratelimit-limit', limit).header('x-ratelimit-reset', reset);
    if (count <= max) {
      reply.header('x-ratelimit-remaining', String(max - count));
      return undefined;
    }
    reply.header('x-ratelimit-remaining', '0').header('retry-after', reset);
    return tooMany(ttlMs);
  };
  return function perIp(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    if (!req.url.startsWith('/api/')) return done();
    const key = normalizeIP(req.ip);
    if (local) {
      const { count, ttlMs } = local.hit(key);
      return done(decide(reply, count, ttlMs));
    }
    (limiter as Limiter).hit(`rl:${key}`, WINDOW_MS / 1000).then(
      ({ count, ttl }) => done(decide(reply, count, ttl * 1000)),
      (err: Error) => done(err),
    );
  } as onRequestHookHandler;
}

/** Fixed windows per key in this process, at most `maxKeys` of them (the oldest window goes first). */
function localWindows(now: () => number, maxKeys = 10_000) {
  const windows = new Map<string, { count: number; until: number }>();
  return {
    hit(key: string): { count: number; ttlMs: number } {
      const t = now();
      let w = windows.get(key);
      if (w === undefined || w.until <= t) {
        if (w !== undefined) windows.delete(key);
        else if (windows.size >= maxKeys) {
          for (const [k, old] of windows) if (old.until <= t) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        w = { count: 0, until: t + WINDOW_MS };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, ttlMs: w.until - t };
    },
  };
}

/** The rate limit's store over a Limiter: one fixed window per key, started by its first request. */
export function limiterStore(limiter: Limiter, keyPrefix = 'rl:'): FastifyRateLimitStoreCtor {
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      limiter.hit(prefix + key, Math.max(1, Math.ceil(timeWindow / 1000))).then(
        ({ count, ttl }) => callback(null, { current: count, ttl: ttl * 1000 }),
        (err: Error) => callback(err),
      );
    },
    // A route with its own limit (operator login, map search) counts under its own keys.
    child: (route) => {
      const { routeInfo } = route as unknown as { routeInfo?: { method?: string; url?: string } };
      return store(`${prefix}${routeInfo?.method ?? ''}${routeInfo?.url ?? ''}-`);
    },
  });
  return function LimiterStore() {
    return store(keyPrefix);
  } as unknown as FastifyRateLimitStoreCtor;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a Connect-style middleware sets when it sets the same ones on every request: it runs once
 * against a response that only records them. Anything that would need the request fails here, at start.
 */
export function staticHeaders(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      if (typeof value !== 'string') throw new Error(`security header ${name} is not a fixed string`);
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    failure = err;
    finished = true;
  });
  if (!finished || failure) throw new Error('security headers could not be worked out once', { cause: failure });
  return headers;
}
