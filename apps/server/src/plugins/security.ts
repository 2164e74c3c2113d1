import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
    await app.register(rateLimit, {
      global: true,
      max: opts.perMinute,
      timeWindow: 60_000,
      store: opts.limiter ? limiterStore(opts.limiter) : undefined,
      // A counter that cannot count refuses (503 from the limiter) rather than letting everything through.
      skipOnError: false,
      allowList: (req) => !req.url.startsWith('/api/'),
      // The builder's value is thrown, so the envelope plugin's error handler answers it.
      errorResponseBuilder: (_req, ctx) =>
        new AppError('TooManyOperations', { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) }, 429),
    });
  },
);

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
