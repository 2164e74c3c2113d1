import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { rng } from '../../src/db/seed/prng';
import { newStats } from './client';
import { type Cluster, startCluster } from './infra';
import { moneyRound, prepareMoneyWorld, verifyMoney } from './money';
import { sleep } from './proc';

let cluster: Cluster;

beforeAll(async () => {
  // Paid orders stay refundable for the whole run (the dispatcher would complete them after 4 steps).
  cluster = await startCluster({ env: { DISPATCH_STEP_SECONDS: '3600' } });
});
afterAll(async () => {
  await cluster?.stop();
});

const KILLS = 50;

describe('kill -9 during payments, refunds, top-ups and withdrawals', () => {
  it(`${KILLS} kills of random processes at random moments: every acknowledged call happened exactly once`, async () => {
    onTestFailed(() => console.error(cluster.diagnostics()));
    const stats = newStats();
    const world = await prepareMoneyWorld(cluster, 6, stats);
    let killing = true;
    const kills: { process: string; at: number }[] = [];
    const restartFailures: unknown[] = [];
    const restarts: Promise<void>[] = [];
    const restartMs: number[] = [];

    const load = world.users.map(async (user, i) => {
      const r = rng(`faults:kill:user:${i}`);
      for (let round = 0; killing; round++) {
        await moneyRound(cluster.url, world, user, round, r, stats, 'kill');
        await sleep(r.int(50, 250));
      }
    });

    // The moments and victims come from a seeded PRNG; the load itself runs at whatever pace the machine
    // gives it, so each run kills at different points of the calls (what holds must hold at any of them).
    const chaos = rng('faults:kill:chaos');
    const started = Date.now();
    try {
      while (kills.length < KILLS) {
        await sleep(chaos.int(200, 900));
        const up = cluster.apps.filter((a) => a.up());
        // At least one process keeps serving; the others may be down or restarting.
        if (up.length < 2) continue;
        const victim = chaos.pick(up);
        await victim.kill();
        kills.push({ process: victim.name, at: Date.now() - started });
        const killedAt = Date.now();
        restarts.push(
          victim
            .start()
            .then(() => void restartMs.push(Date.now() - killedAt))
            .catch((err) => void restartFailures.push(err)),
        );
      }
    } finally {
      killing = false;
      await Promise.all(restarts);
      await Promise.all(load);
    }
    expect(restartFailures).toEqual([]);
    expect(kills).toHaveLength(KILLS);
    for (const a of cluster.apps) expect(a.up(), `${a.name} back up`).toBe(true);

    const ops = world.users.flatMap((u) => u.ops);
    // The kills hit calls in flight: nginx passed some to another process, clients retried others.
    const passedOn = cluster.nginx
      .accessLog()
      .split('\n')
      .filter((l) => l.includes('"uri":"/api/') && /"upstream":"[^"]*, /.test(l)).length;
    const retried = ops.filter((o) => o.attempts > 1).length;
    console.info(
      `kill -9: ${kills.length} kills in ${Math.round((Date.now() - started) / 1000)} s, ${ops.length} money calls ` +
        `acknowledged (${retried} retried by the client), ${passedOn} requests passed on by nginx, ` +
        `${stats.transportErrors} transport errors, ${stats.unavailable} 503s; a restart took ` +
        `${Math.round(restartMs.reduce((a, b) => a + b, 0) / Math.max(1, restartMs.length))} ms on average`,
    );
    expect(passedOn + retried).toBeGreaterThan(0);
    // No 500, no HTML error page: only answers in the envelope or 503 `unavailable`.
    expect(stats.bad).toEqual([]);
    for (const kind of ['recharge', 'pay', 'refund', 'withdraw'] as const) {
      expect(ops.filter((o) => o.kind === kind).length, `${kind} calls acknowledged during the kills`).toBeGreaterThan(
        10,
      );
    }

    await verifyMoney(cluster, world, stats);
    expect(stats.bad).toEqual([]);
  });
});
