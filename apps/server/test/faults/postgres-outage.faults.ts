import { ErrorCode } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { rng } from '../../src/db/seed/prng';
import { newStats, type Probe, probeUntil } from './client';
import { type Cluster, startCluster } from './infra';
import { moneyRound, prepareMoneyWorld, verifyMoney } from './money';
import { sleep } from './proc';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ env: { DISPATCH_STEP_SECONDS: '3600' } });
});
afterAll(async () => {
  await cluster?.stop();
});

/** GET /healthz of one process directly (what a load balancer's health check asks). */
async function health(url: string): Promise<number> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return 0;
  }
}

const DOWN_MS = 5_000;
const RECOVERY_MS = 5_000;

describe('the database stopped and restarted under load', () => {
  it('answers 503 `unavailable` (never 500) while it is down, and fully serves within 5 s of its restart', async () => {
    onTestFailed(() => console.error(cluster.diagnostics()));
    const stats = newStats();
    const world = await prepareMoneyWorld(cluster, 6, stats);
    const reader = world.users[0]!;
    let running = true;
    const load = world.users.map(async (user, i) => {
      const r = rng(`faults:pg:user:${i}`);
      for (let round = 0; running; round++) {
        await moneyRound(cluster.url, world, user, round, r, stats, 'pg');
        await sleep(r.int(20, 150));
      }
    });
    // A reader tapping "wallet" all along, and the health checks of every process.
    const probing = probeUntil(cluster.url, '/amount/GetWithdrawConfig', {}, reader.token, () => !running);
    const healthChecks: { at: number; codes: number[] }[] = [];
    const checking = (async () => {
      while (running) {
        const at = Date.now();
        healthChecks.push({ at, codes: await Promise.all(cluster.apps.map((a) => health(a.url))) });
        await sleep(200);
      }
    })();

    await sleep(3_000);
    // A crash stop: connections cut, recovery from the WAL at the next start.
    await cluster.pg.stop('immediate');
    const downAt = Date.now();
    await sleep(DOWN_MS);
    const restartAt = Date.now();
    await cluster.pg.start();
    const upAt = Date.now();
    await sleep(RECOVERY_MS + 3_000);
    running = false;
    const probes: Probe[] = await probing;
    await Promise.all([checking, ...load]);

    const down = probes.filter((p) => p.sent >= downAt + 300 && p.done <= restartAt);
    const after = probes.filter((p) => p.sent >= upAt + RECOVERY_MS);
    const firstOkAfter = probes.find((p) => p.sent >= restartAt && p.http === 200 && p.status === 0);
    console.info(
      `database outage: ${down.length} probes while down, first success ${
        firstOkAfter ? firstOkAfter.done - upAt : 'never'
      } ms after the restart; ${stats.unavailable} 503s met by the money clients`,
    );

    // No 500, no HTML page, no reset connection at any moment: 200 envelopes or 503 `unavailable`.
    const bad = probes.filter(
      (p) => !(p.http === 200 && p.status === 0) && !(p.http === 503 && p.msg === 'unavailable'),
    );
    expect(bad.slice(0, 5)).toEqual([]);
    expect(stats.bad).toEqual([]);
    // While it was down, every call was refused in the envelope.
    expect(down.length).toBeGreaterThan(20);
    for (const p of down) expect(p).toMatchObject({ http: 503, status: ErrorCode.Unavailable, msg: 'unavailable' });
    // Full service within 5 s of the restart, and every call since answered.
    expect(firstOkAfter).toBeDefined();
    expect(firstOkAfter!.done - upAt).toBeLessThan(RECOVERY_MS);
    expect(after.length).toBeGreaterThan(20);
    for (const p of after) expect(p).toMatchObject({ http: 200, status: 0 });
    // Health checks: 503 while down, 200 from every process again within the same 5 s.
    const healthDown = healthChecks.filter((h) => h.at >= downAt + 300 && h.at + 1000 <= restartAt);
    expect(healthDown.length).toBeGreaterThan(0);
    for (const h of healthDown) expect(h.codes).toEqual([503, 503, 503]);
    for (const h of healthChecks.filter((x) => x.at >= upAt + RECOVERY_MS)) expect(h.codes).toEqual([200, 200, 200]);
    // No process died of it.
    for (const a of cluster.apps) {
      expect(a.up(), a.output().slice(-2000)).toBe(true);
      expect(a.starts()).toBe(1);
    }

    await verifyMoney(cluster, world, stats);
  });
});
