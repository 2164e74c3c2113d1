import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Security counters in PostgreSQL (lib/pg-limiter): the shared store of failed-guess budgets, code and
 * lookup quotas and, while Redis is away, the per-IP request limit. One row per counter key; the
 * `running` checks of a guessing budget sit on the same row, so reserving a try is one atomic upsert.
 * Times are the database's clock, the same for every instance.
 */
export const limitCounters = pgTable('limit_counters', {
  key: text('key').primaryKey(),
  /** Events (wrong tries, uses) counted in the window that ends at `expires_at`; dead once it passed. */
  count: integer('count').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
  /** Checks reserved and not settled yet; dead after `running_until` (a process that died mid-check). */
  running: integer('running').notNull().default(0),
  runningUntil: timestamp('running_until', { withTimezone: true }).notNull().defaultNow(),
});
