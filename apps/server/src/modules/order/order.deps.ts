import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EventBus } from '../../lib/events';

/** What the order services and jobs need from the app. */
export type OrderDeps = {
  db: Db;
  config: Pick<Config, 'ORDER_PAY_MINUTES' | 'DISPATCH_STEP_SECONDS'>;
  events: EventBus;
  log: FastifyBaseLogger;
};
