import { OrderStatus } from '@wayfare/contracts';
import { inTransaction } from '../db/tx';
import type { OrderDeps } from '../modules/order/order.deps';
import { orderRepository as repo } from '../modules/order/order.repository';
import { completeOrder, publishStatus } from '../modules/order/order-status';

/** Orders moved per statement; a tick repeats until fewer than this were due. */
const STEP_BATCH = 200;
/** Completions per tick (each its own transaction); the rest wait for the next tick. */
const MAX_COMPLETIONS = 500;

/**
 * The demo delivery: a paid takeout order moves 1 → 2 → 3 → 4 → 5, one step per DISPATCH_STEP_SECONDS; a
 * ticketed flight completes (1 → 5) when it lands, and its fare goes from escrow to the platform.
 * Any number of instances may run it: due orders are claimed with `FOR UPDATE SKIP LOCKED` and moved in
 * the claiming statement (or transaction), and a moved order is not due again until its next step, so
 * every order advances once per step. Completion credits the merchant (type 14), one order per
 * transaction so completions never hold several merchants' accounts at once.
 */
export function createDispatcher(deps: OrderDeps) {
  const { db, config, events } = deps;

  return {
    /** One pass; `now` (tests) stands in for the database clock. Answers how many orders moved. */
    async tick(now: Date | null = null): Promise<{ advanced: number; completed: number }> {
      let advanced = 0;
      for (;;) {
        const rows = await repo.advanceSteps(db, STEP_BATCH, config.DISPATCH_STEP_SECONDS, now);
        publishStatus(
          events,
          rows.map((r) => ({
            userId: r.userId,
            oid: r.id,
            status: r.status,
            type: r.type,
            previousStatus: r.status - 1,
          })),
        );
        advanced += rows.length;
        if (rows.length < STEP_BATCH) break;
      }
      let completed = 0;
      while (completed < MAX_COMPLETIONS) {
        const done = await inTransaction(db, async (tx) => {
          const o = await repo.claimCompletion(tx, now);
          if (!o) return null;
          await completeOrder(tx, o);
          return o;
        });
        if (!done) break;
        publishStatus(events, [
          {
            userId: done.userId,
            oid: done.id,
            status: OrderStatus.Completed,
            type: done.type,
            previousStatus: done.status,
          },
        ]);
        completed++;
      }
      return { advanced, completed };
    },
  };
}
