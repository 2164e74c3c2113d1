import type { IncomingMessage, ServerResponse } from 'node:http';
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
