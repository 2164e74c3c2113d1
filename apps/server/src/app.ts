import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { blankAsAbsent, type Locale, Locales } from '@wayfare/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { ZodType } from 'zod';
import type { Config } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import { jobsPlugin } from './jobs/jobs';
import { AppError } from './lib/app-error';
import { createEventBus, type EventBus } from './lib/events';
import { type Limiter, memoryLimiter, redisLimiter, resilientLimiter } from './lib/limiter';
import { resolveLocale } from './lib/locale';
import { safeError } from './lib/log-safe';
import { trackInFlight } from './lib/shutdown';
import { zodParseSerializer } from './lib/zod-serializer';
import { addressRoutes } from './modules/address/address.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { configRoutes } from './modules/config/config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mapRoutes } from './modules/map/map.routes';
import { orderRoutes } from './modules/order/order.routes';
import { orderAdminRoutes } from './modules/order/order-admin.routes';
import { productRoutes } from './modules/product/product.routes';
import { uploadRoutes } from './modules/upload/upload.routes';
import { PUBLIC_UPLOAD_PURPOSES } from './modules/upload/upload.rules';
import { openUploadUrls, type UploadUrls } from './modules/upload/upload.urls';
import { userRoutes } from './modules/user/user.routes';
import { bankRoutes } from './modules/wallet/bank.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler, envelopePlugin } from './plugins/envelope';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { realtimePlugin } from './realtime/realtime.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    redis: Redis | null;
    /** True once shutdown began: new requests get 503. */
    draining: boolean;
    events: EventBus;
    /** Counters for login attempts, codes and withdrawal passwords (Redis when configured). */
    limiter: Limiter;
    /** Signs and checks the expiring URLs of chat files (members only). */
    uploadUrls: UploadUrls;
  }
  interface FastifyRequest {
    locale: Locale;
  }
}

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type BuildOptions = {
  config: Config;
  /** An already opened database (tests share one per file); otherwise opened from config. */
  database?: Database;
  /** Pino logger options, or false for none. */
  logger?: boolean | object;
};

/** Builds the whole app (API, sockets, web) without listening: tests call `inject` on it. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : withSafeLogging(logger === undefined || logger === true ? { level: config.LOG_LEVEL } : logger),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxy(config.TRUST_PROXY),
    return503OnClosing: false,
    clientErrorHandler,
  });
  // Every route's request schema reads `""` in an optional field as absent (old clients send all fields).
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    return (data) => validate(blankAsAbsent(route.schema, data));
  });
  app.setSerializerCompiler(zodParseSerializer);

  const db =
    database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite') }));
  // Commands fail at once while Redis is unreachable (no offline queue, short timeout), so the rate limit
  // and limiter fall back instead of holding every API call up.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 500 })
    : null;
  redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
  if (redis) await redisReady(redis, 3_000, (msg) => app.log.warn(msg));

  app.decorate('database', db);
  app.decorate('db', db.db);
  app.decorate('config', config);
  app.decorate('redis', redis);
  app.decorate('draining', false);
  app.decorate('events', createEventBus());
  app.decorate(
    'limiter',
    redis ? resilientLimiter(redisLimiter(redis, config.REDIS_PREFIX), memoryLimiter()) : memoryLimiter(),
  );
  app.decorate('uploadUrls', openUploadUrls(db.db, config));
  app.decorateRequest('locale', 'en');
  trackInFlight(app);

  // Hooks that run on every request are plain callbacks: an async hook costs a promise and a microtask turn.
  app.addHook('onRequest', (req, reply, done) => {
    if (app.draining) {
      reply.header('connection', 'close');
      return done(new AppError('Unavailable', undefined, 503));
    }
    const header = req.headers['accept-language'];
    req.locale = Locales.includes(header as Locale) ? (header as Locale) : resolveLocale(header);
    done();
  });

  // While draining, answers close their connection so keep-alive sockets do not hold the shutdown up.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(envelopePlugin);
  await app.register(securityPlugin, {
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    redis,
    redisPrefix: config.REDIS_PREFIX,
    tileHosts: tileHosts(config.MAP_TILE_URL),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Wayfare API', version: '2.0.0', description: 'All calls answer { status, data, msg }.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(userRoutes);
  await app.register(uploadRoutes);
  await app.register(realtimePlugin);
  await app.register(chatRoutes);
  await app.register(walletRoutes);
  await app.register(bankRoutes);
  await app.register(adminRoutes);
  await app.register(addressRoutes);
  await app.register(mapRoutes);
  await app.register(productRoutes);
  await app.register(orderRoutes);
  await app.register(orderAdminRoutes);
  await app.register(jobsPlugin);
  await app.register(webPlugin, { webDist: config.WEB_DIST, publicUploads: PUBLIC_UPLOAD_PURPOSES });

  app.addHook('onClose', async () => {
    redis?.disconnect();
    if (!database) await db.close();
  });
  return app;
}

/** Waits briefly for Redis so shared counters start shared; a Redis that is down only delays start-up. */
async function redisReady(redis: Redis, timeoutMs: number, warn: (msg: string) => void) {
  if (redis.status === 'ready') return;
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) warn(`redis not ready after ${timeoutMs} ms: continuing with in-process fallbacks`);
}

/** Errors are logged without the values they carry; credentials in headers never reach the log. */
function withSafeLogging(options: object): object {
  const own = options as { serializers?: object; redact?: string[] };
  return {
    ...options,
    serializers: { err: safeError, ...own.serializers },
    redact: [...(own.redact ?? []), 'req.headers.authorization', 'req.headers.cookie', 'req.body'],
  };
}

function trustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((v) => v.trim());
}

function tileHosts(tileUrl: string): string[] {
  try {
    const host = new URL(tileUrl.replace(/\{[a-z]\}/g, 'a')).host.replace(/^a\./, '*.');
    return [`https://${host}`];
  } catch {
    return [];
  }
}
