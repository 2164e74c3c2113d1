import { SocketCloseCode } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { rng } from '../../src/db/seed/prng';
import { makeUser, TestSocket } from '../chat-fixtures';
import { newStats, probeUntil } from './client';
import { type Cluster, startCluster } from './infra';
import { moneyRound, prepareMoneyWorld, verifyMoney } from './money';
import { sleep } from './proc';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ env: { DISPATCH_STEP_SECONDS: '3600', SOCKET_HEARTBEAT_MS: '2000' } });
  TestSocket.heartbeatMs = 500;
});
afterAll(async () => {
  await cluster?.stop();
});

/** A chat client through nginx that reconnects whenever its socket is closed, counting the close codes. */
function reconnectingSocket(token: string, stop: () => boolean) {
  const closes: number[] = [];
  let current: TestSocket | null = null;
  const done = (async () => {
    while (!stop()) {
      try {
        current = await TestSocket.login(`${cluster.url.replace('http', 'ws')}/ws`, token);
      } catch {
        // Landed on a process that began draining before the login was confirmed: try again, as the app does.
        await sleep(100);
        continue;
      }
      const socket = current;
      const closed = await Promise.race([
        socket.closed,
        (async () => {
          while (!stop()) await sleep(50);
          return null;
        })(),
      ]);
      if (closed) closes.push(closed.code);
    }
    await current?.close();
  })();
  return { closes, done };
}

describe('SIGTERM behind nginx', () => {
  it('a rolling restart of all three processes under load: no request fails, each process drains and exits 0', async () => {
    onTestFailed(() => console.error(cluster.diagnostics()));
    const stats = newStats();
    const world = await prepareMoneyWorld(cluster, 5, stats);
    const reader = world.users[0]!;
    let running = true;
    const stop = () => !running;

    const load = world.users.map(async (user, i) => {
      const r = rng(`faults:sigterm:user:${i}`);
      for (let round = 0; running; round++) {
        await moneyRound(cluster.url, world, user, round, r, stats, 'term');
        await sleep(r.int(20, 120));
      }
    });
    const reads = probeUntil(cluster.url, '/product/GetMerchantList', {}, undefined, stop, 4, 15);
    const walletReads = probeUntil(cluster.url, '/amount/GetWithdrawConfig', {}, reader.token, stop, 2, 15);
    const sockets = await Promise.all(
      [0, 1, 2].map(async () => reconnectingSocket((await makeUser(cluster.database.db)).token, stop)),
    );

    const exits: { process: string; code: number | null; ms: number }[] = [];
    await sleep(2_000);
    for (const p of cluster.apps) {
      exits.push({ process: p.name, ...(await p.terminate()) });
      await p.start();
      await sleep(1_500);
    }
    running = false;
    const probes = [...(await reads), ...(await walletReads)];
    await Promise.all([...load, ...sockets.map((s) => s.done)]);

    const ops = world.users.flatMap((u) => u.ops);
    console.info(
      `SIGTERM: ${probes.length} reads and ${ops.length} money calls during a rolling restart; exits ${JSON.stringify(exits)}`,
    );
    // Every process drained and exited cleanly within its drain time.
    for (const e of exits) {
      expect(e.code, e.process).toBe(0);
      expect(e.ms, e.process).toBeLessThan(10_500);
    }
    // No request failed: every read answered 200 at once, every money call at its first attempt.
    const failed = probes.filter((p) => !(p.http === 200 && p.status === 0));
    expect(failed.slice(0, 5)).toEqual([]);
    expect(probes.length).toBeGreaterThan(200);
    expect(stats).toMatchObject({ transportErrors: 0, unavailable: 0, bad: [] });
    expect(ops.filter((o) => o.attempts > 1)).toEqual([]);
    expect(ops.length).toBeGreaterThan(20);
    // Sockets were told to reconnect elsewhere (and did), never cut.
    for (const s of sockets) {
      expect(s.closes.length).toBeGreaterThan(0);
      for (const code of s.closes) expect(code).toBe(SocketCloseCode.serviceRestart);
    }

    await verifyMoney(cluster, world, stats);
  });
});
