import path from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { blankAsAbsent, type Locale, Locales } from '@wayfare/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { ZodType } from 'zod';
import type { Config } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import { jobsPlugin } from './jobs/jobs';
import { AppError } from './lib/app-error';
import { createEventBus, type EventBus } from './lib/events';
import { pgLimiter } from './lib/limit-counters.repository';
import { type Limiter, memoryLimiter, redisLimiter, resilientLimiter } from './lib/limiter';
import { resolveLocale } from './lib/locale';
import { safeError } from './lib/log-safe';
import { finishOpenapi, securitySchemes } from './lib/openapi';
import { createReadCache, type ReadCache } from './lib/read-cache';
import { trackInFlight } from './lib/shutdown';
import { zodParseSerializer } from './lib/zod-serializer';
import { addressRoutes } from './modules/address/address.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { backofficeAdminRoutes } from './modules/backoffice/backoffice.admin.routes';
import { chatAdminRoutes } from './modules/chat/chat.admin.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { configAdminRoutes } from './modules/config/config.admin.routes';
import { configRoutes } from './modules/config/config.routes';
import { flightAdminRoutes } from './modules/flight/flight.admin.routes';
import { flightRoutes } from './modules/flight/flight.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ledgerAdminRoutes } from './modules/ledger/ledger.admin.routes';
import { mapRoutes } from './modules/map/map.routes';
import { orderAdminRoutes } from './modules/order/order.admin.routes';
import { orderRoutes } from './modules/order/order.routes';
import { productAdminRoutes } from './modules/product/product.admin.routes';
import { productRoutes } from './modules/product/product.routes';
import { referralRoutes } from './modules/referral/referral.routes';
import { reviewAdminRoutes } from './modules/review/review.admin.routes';
import { reviewRoutes } from './modules/review/review.routes';
import { uploadRoutes } from './modules/upload/upload.routes';
import { OPERATOR_UPLOAD_DIR, PUBLIC_UPLOAD_PURPOSES } from './modules/upload/upload.rules';
import { openUploadUrls, type UploadUrls } from './modules/upload/upload.urls';
import { travellerRoutes } from './modules/user/traveller.routes';
import { userAdminRoutes } from './modules/user/user.admin.routes';
import { userRoutes } from './modules/user/user.routes';
import { bankRoutes } from './modules/wallet/bank.routes';
import { walletAdminRoutes } from './modules/wallet/wallet.admin.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler, envelopePlugin } from './plugins/envelope';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { memoryPubSub } from './realtime/pubsub';
import { realtimePlugin } from './realtime/realtime.plugin';
import { redisPubSub } from './realtime/redis-pubsub';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    redis: Redis | null;
    /** True once shutdown began: new requests get 503. */
    draining: boolean;
    events: EventBus;
    /** Counters for guessing budgets and quotas, shared by every instance (see sharedLimiter). */
    limiter: Limiter;
    /** Signs and checks the expiring URLs of chat files (members only). */
    uploadUrls: UploadUrls;
    /** Finished answers of read-mostly calls; `invalidate()` after changing what they show (every instance). */
    readCache: ReadCache;
  }
  interface FastifyRequest {
    locale: Locale;
  }
}

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
  // and limiter fall back to PostgreSQL instead of holding every API call up.
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
  const limiter = sharedLimiter(db, redis, config.REDIS_PREFIX, app.log);
  app.decorate('limiter', limiter);
  app.decorate('uploadUrls', openUploadUrls(db.db, config));
  // Its own bus (Redis pub/sub when configured), apart from the sockets' fan-out.
  const cacheBus = config.REDIS_URL
    ? await redisPubSub({ url: config.REDIS_URL, prefix: `${config.REDIS_PREFIX}cache:`, log: app.log })
    : memoryPubSub(`${config.REDIS_PREFIX}cache:`);
  app.decorate('readCache', await createReadCache(cacheBus));
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

  // API answers over 1 kB go out brotli or gzip when the client asks (fast settings: brotli quality 4);
  // built web files are precompressed at build time and served as they are (plugins/web.ts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(envelopePlugin);
  await app.register(securityPlugin, {
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    // Without Redis the per-IP limit stays in-process: one more write per API call would cost the database
    // paths dearly, and a deployment of several instances runs Redis (its chat fan-out needs it too).
    limiter: redis ? limiter : null,
    tileHosts: tileHosts(config.MAP_TILE_URL),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Wayfare API', version: '2.0.0', description: 'All calls answer { status, data, msg }.' },
      servers: [{ url: '/', description: 'This server (every path starts with /api)' }],
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) => ('openapiObject' in doc ? finishOpenapi(doc.openapiObject) : doc.swaggerObject),
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
  await app.register(userAdminRoutes);
  await app.register(chatAdminRoutes);
  await app.register(walletAdminRoutes);
  await app.register(addressRoutes);
  await app.register(travellerRoutes);
  await app.register(referralRoutes);
  await app.register(mapRoutes);
  await app.register(productRoutes);
  await app.register(reviewRoutes);
  await app.register(reviewAdminRoutes);
  await app.register(flightRoutes);
  await app.register(orderRoutes);
  await app.register(orderAdminRoutes);
  await app.register(backofficeAdminRoutes);
  await app.register(ledgerAdminRoutes);
  await app.register(productAdminRoutes);
  await app.register(configAdminRoutes);
  await app.register(flightAdminRoutes);
  await app.register(jobsPlugin);
  await app.register(webPlugin, {
    webDist: config.WEB_DIST,
    adminDist: config.ADMIN_DIST,
    publicUploads: [...PUBLIC_UPLOAD_PURPOSES, OPERATOR_UPLOAD_DIR],
  });

  app.addHook('onClose', async () => {
    await cacheBus.close();
    redis?.disconnect();
    if (!database) await db.close();
  });
  return app;
}

/**
 * Security counters every instance shares: Redis when configured, falling back to PostgreSQL's
 * `limit_counters` while it fails (503 when both do); PostgreSQL itself on a database server without Redis
 * (several instances may share it); in-process on the embedded database, which one instance owns.
 */
function sharedLimiter(db: Database, redis: Redis | null, prefix: string, log: FastifyBaseLogger): Limiter {
  const onPurgeError = (err: unknown) => log.warn({ err }, 'limit counters: purge failed');
  if (redis) {
    let warned = 0;
    return resilientLimiter(redisLimiter(redis, prefix), pgLimiter(db.db, { onPurgeError }), {
      onError: (which, err) => {
        if (which === 'fallback') log.error({ err }, 'limit counters: neither Redis nor PostgreSQL answers');
        else if (Date.now() - warned > 30_000) {
          warned = Date.now();
          log.warn({ err }, 'limit counters: Redis failed, counting in PostgreSQL');
        }
      },
    });
  }
  return db.kind === 'postgres' ? pgLimiter(db.db, { onPurgeError }) : memoryLimiter();
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
