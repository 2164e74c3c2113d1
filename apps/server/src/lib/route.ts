import type { Endpoint, Locale, ParsedRequestOf, ResponseOf } from '@wayfare/contracts';
import { envelope, ok } from '@wayfare/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../plugins/auth';
import { preferredEncoding } from './accept-encoding';
import { securityOf } from './openapi';
import type { CachedAnswer } from './read-cache';
import { zodParseSerializer } from './zod-serializer';

export type RouteContext<E extends Endpoint> = {
  body: ParsedRequestOf<E>;
  req: FastifyRequest;
  reply: FastifyReply;
  locale: Locale;
};
export type AuthedContext<E extends Endpoint> = RouteContext<E> & { user: AuthUser };

type Handler<E extends Endpoint> = E['auth'] extends true
  ? (ctx: AuthedContext<E>) => Promise<ResponseOf<E>>
  : (ctx: RouteContext<E> & { user: AuthUser | null }) => Promise<ResponseOf<E>>;

/**
 * Serves one contract endpoint at `/api` + its path: the body (or query, for GET) is validated by the
 * contract's request schema, protected calls need a live session, and the answer leaves through the
 * contract's response schema inside the envelope.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: {
    urls?: string[];
    rateLimit?: { max: number; timeWindow: number };
    bodyLimit?: number;
    /**
     * A read-mostly answer kept finished (JSON text) in `app.readCache` under the key given for the call
     * (null: not cached), with an ETag: a client sending it back in If-None-Match gets 304.
     */
    cache?: { key: (ctx: RouteContext<E> & { user: AuthUser | null }) => string | null; ttlMs: number };
  } = {},
) {
  const input = endpoint.method === 'GET' ? 'querystring' : 'body';
  type Ctx = RouteContext<E> & { user: AuthUser | null };
  const run = handler as (ctx: Ctx) => Promise<ResponseOf<E>>;
  for (const url of options.urls ?? [`/api${endpoint.path}`]) {
    const cache = options.cache;
    const serialize = cache
      ? zodParseSerializer({ schema: envelope(endpoint.response), method: endpoint.method, url, httpStatus: '200' })
      : null;
    app.route({
      method: endpoint.method,
      url,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      schema: {
        [input]: endpoint.request,
        response: { 200: envelope(endpoint.response) },
        summary: endpoint.summary,
        security: securityOf(endpoint.auth ? 'session' : 'public'),
        tags: [endpoint.path.split('/')[1] ?? 'api', ...(endpoint.addition ? ['addition'] : [])],
      },
      config: { auth: endpoint.auth, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
      handler: (req, reply) => {
        const body = (input === 'body' ? req.body : req.query) as ParsedRequestOf<E>;
        const ctx: Ctx = { body, req, reply, locale: req.locale, user: req.user ?? null };
        const key = cache === undefined ? null : cache.key(ctx);
        if (key !== null && cache !== undefined && serialize !== null) {
          // A kept answer leaves at once (no promise, no closure, no microtask turn); a missing one once built.
          const cacheKey = `${url}|${key}`;
          const kept = req.server.readCache.peek(cacheKey);
          if (kept !== undefined) return void sendCached(req, reply, kept);
          return req.server.readCache
            .get(cacheKey, cache.ttlMs, () => run(ctx).then((data) => serialize(ok(data))))
            .then((answer) => sendCached(req, reply, answer));
        }
        return run(ctx).then(ok);
      },
    });
  }
}

/**
 * A kept answer: 304 when the client holds it (If-None-Match), else its text, or the brotli or gzip kept
 * beside it when the client takes one (set as Content-Encoding, so @fastify/compress leaves it alone).
 */
function sendCached(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (answer.br) reply.header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding =
    answer.br && req.headers['x-no-compression'] === undefined
      ? preferredEncoding(req.headers['accept-encoding'])
      : null;
  if (encoding === null) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? answer.br : answer.gzip);
}
