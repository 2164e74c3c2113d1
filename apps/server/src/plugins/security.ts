import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

/** Security headers and the API-wide rate limit (shared through Redis when configured). */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { perMinute: number; redis: Redis | null; redisPrefix: string; tileHosts: string[] },
  ) => {
    // Built once: @fastify/helmet rebuilds helmet on every request, a measurable cost on hot API paths.
    const securityHeaders = helmet({
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
    });
    app.addHook('onRequest', (req, reply, done) => {
      securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
    });
    await app.register(rateLimit, {
      global: true,
      max: opts.perMinute,
      timeWindow: 60_000,
      redis: opts.redis ?? undefined,
      nameSpace: `${opts.redisPrefix}rl:`,
      skipOnError: true,
      allowList: (req) => !req.url.startsWith('/api/'),
      // The builder's value is thrown, so the envelope plugin's error handler answers it.
      errorResponseBuilder: (_req, ctx) =>
        new AppError('TooManyOperations', { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) }, 429),
    });
  },
);
