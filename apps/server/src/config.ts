import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/server: its assets (demo images) and, beside it, the web app's build. */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const url = (protocols: string[]) =>
  z.url().refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

/**
 * Every environment variable the server reads. README's configuration table mirrors this list.
 * Empty strings count as unset.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Embedded database and uploads live here. */
  DATA_DIR: z.string().min(1).default('./.data'),
  /** A real PostgreSQL server; unset means the embedded PGlite in DATA_DIR. */
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  /** Redis for socket fan-out and shared rate limits; unset means in-process. */
  REDIS_URL: url(['redis', 'rediss']).optional(),
  /** Prefix of every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('wf:'),
  /** The address users reach the app at (links, QR codes, PayPal return URLs). */
  PUBLIC_URL: url(['http', 'https']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built web app to serve; unset means apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /** Directory of the built back office (served at /admin); unset means apps/admin/dist. */
  ADMIN_DIST: z.string().optional(),
  /** Seed the demo world on start (idempotent). */
  SEED_DEMO: bool.default(true),
  /**
   * Which proxies may set X-Forwarded-For (the client IP that rate limits count): unset trusts none;
   * 'true' trusts every hop (only behind a proxy that overwrites the header); or a list of IPs/CIDRs.
   */
  TRUST_PROXY: z.string().optional(),
  /** Requests per minute per IP on the API as a whole. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Largest JSON body in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Largest upload in megabytes (avatars, review images, chat files). */
  UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Key that signs the expiring URLs of chat files (HMAC-SHA256), shared by every instance. Unset: a key the
   * server makes once and keeps in the database.
   */
  UPLOAD_URL_SECRET: z.string().min(32).optional(),
  /**
   * Chat socket heartbeat the server expects (spec: 5000 ms); a peer silent for two intervals is dropped.
   * Tests shorten it.
   */
  SOCKET_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  /** Session lifetime in days. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** SMTP server for verification codes, e.g. smtp://user:pass@host:587. Unset: codes go to the log. */
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  SMTP_FROM: z.string().default('Wayfare <no-reply@wayfare.test>'),
  /** PayPal REST API; all three set enables the PayPal channel. */
  PAYPAL_API_BASE: url(['http', 'https']).optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  /** Telegram Login Widget bot token (server only) and bot username (shown to the browser). */
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_BOT_NAME: z.string().optional(),
  /** LINE Login v2.1 channel. */
  LINE_CHANNEL_ID: z.string().optional(),
  LINE_CHANNEL_SECRET: z.string().optional(),
  LINE_API_BASE: url(['http', 'https']).default('https://api.line.me'),
  LINE_AUTH_URL: url(['http', 'https']).default('https://access.line.me/oauth2/v2.1/authorize'),
  /** Google Geocoding + Places; unset means nearest-saved-address geocoding only. */
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  GOOGLE_MAPS_API_BASE: url(['http', 'https']).default('https://maps.googleapis.com'),
  GOOGLE_PLACES_API_BASE: url(['http', 'https']).default('https://places.googleapis.com'),
  /** Map tiles shown by the location chooser. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Minutes before an unpaid order expires. */
  ORDER_PAY_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Minutes a pay-on-behalf link stays payable. */
  PAY_ON_BEHALF_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Minutes support usually takes to answer: the support chat's acknowledgement tells the user. */
  SUPPORT_REPLY_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** Seconds between delivery stages in the demo dispatcher. */
  DISPATCH_STEP_SECONDS: z.coerce.number().int().min(1).default(20),
  /** Milliseconds between polls of the background jobs (dispatcher, unpaid-order expiry); 0 turns them off. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /** Timeout of one Google geocoding or place search call. */
  MAPS_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const paypalParts = [c.PAYPAL_API_BASE, c.PAYPAL_CLIENT_ID, c.PAYPAL_CLIENT_SECRET].filter(Boolean).length;
  if (paypalParts !== 0 && paypalParts !== 3) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYPAL_API_BASE, PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
    );
  }
  if (Boolean(c.LINE_CHANNEL_ID) !== Boolean(c.LINE_CHANNEL_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  LINE_CHANNEL_ID and LINE_CHANNEL_SECRET must be set together');
  }
  return { ...c, dataDir: path.resolve(c.DATA_DIR) };
}
