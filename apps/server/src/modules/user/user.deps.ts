import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CodeDelivery } from '../../integrations/code-delivery';
import type { LineClient } from '../../integrations/line';
import type { EventBus } from '../../lib/events';
import type { Limiter } from '../../lib/limiter';

/** What the user module's services need from the app; routes build it once from the Fastify instance. */
export type UserDeps = {
  db: Db;
  config: Config;
  events: EventBus;
  limiter: Limiter;
  log: FastifyBaseLogger;
  delivery: CodeDelivery;
  /** Null when LINE Login is not configured. */
  line: LineClient | null;
};

/** Who is calling, for sessions and per-IP limits. */
export type RequestMeta = {
  userAgent?: string;
  ip: string;
  /** The browser's random id from `X-Device-Id` (when it sent a well-formed one): self-referral checks. */
  deviceId?: string;
};

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The `X-Device-Id` header when it is well formed; anything else counts as no device id. */
export const deviceIdOf = (header: unknown) =>
  typeof header === 'string' && DEVICE_ID.test(header) ? header : undefined;
