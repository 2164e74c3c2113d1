import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDispatcher } from './dispatcher';
import { createOrderExpiry } from './order-expiry';
import { createReferralSettle } from './referral-settle';
import { createUploadPurge } from './upload-purge';

export type JobsTick = {
  advanced: number;
  completed: number;
  expired: number;
  purged: number;
  /** Held referral purchase rebates released to wallets and reversed after refunds. */
  rebates: { released: number; reversed: number };
};

export type Jobs = {
  /** Runs every job once (tests call this; `now` stands in for the database clock). */
  tick(now?: Date | null): Promise<JobsTick>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * Background jobs of this instance: a poll loop every JOBS_POLL_MS (0: never; tests tick by hand), started
 * once the app is ready and stopped, after the pass in flight, when it closes. Every job claims its work
 * with SKIP LOCKED, so running it on every instance is safe.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const deps = { db: app.db, config: app.config, events: app.events, log: app.log };
  const dispatcher = createDispatcher(deps);
  const expiry = createOrderExpiry(deps);
  const uploadPurge = createUploadPurge(deps);
  const referralSettle = createReferralSettle(deps);
  const jobs: Jobs = {
    async tick(now = null) {
      const moved = await dispatcher.tick(now);
      const { expired } = await expiry.tick(now);
      const { purged } = await uploadPurge.tick(now?.getTime());
      // After the dispatcher: orders it completed this pass release their rebates now.
      const rebates = await referralSettle.tick();
      return { ...moved, expired, purged, rebates };
    },
  };
  app.decorate('jobs', jobs);

  const interval = app.config.JOBS_POLL_MS;
  if (interval === 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const loop = () => {
    timer = null;
    if (stopped) return;
    running = jobs
      .tick()
      .catch((err) => app.log.warn({ err }, 'background jobs failed; retrying next poll'))
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(loop, interval);
          timer.unref();
        }
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(loop, interval);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
});
