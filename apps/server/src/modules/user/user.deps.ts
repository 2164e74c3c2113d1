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
export type RequestMeta = { userAgent?: string; ip: string };
