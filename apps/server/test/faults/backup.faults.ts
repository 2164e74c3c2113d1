import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { rawQuery } from '../../src/db/raw';
import { rng } from '../../src/db/seed/prng';
import { checkLedger } from '../../src/modules/ledger/ledger.service';
import { runLedgerCheck } from './app-process';
import { callUntilAnswered, newStats } from './client';
import { type Cluster, startCluster } from './infra';
import { moneyRound, prepareMoneyWorld } from './money';
import { pgDump, pgRestore, recreateDatabase } from './pg-server';
import { sleep } from './proc';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ env: { DISPATCH_STEP_SECONDS: '3600' } });
});
afterAll(async () => {
  await cluster?.stop();
});

/** Backs up and restores exactly as docs/deploy.md tells an operator to. */
describe('PostgreSQL backup and restore (docs/deploy.md)', () => {
  it('a dump taken under load restores into a database whose ledger check passes, with every balance as dumped', async () => {
    onTestFailed(() => console.error(cluster.diagnostics()));
    const stats = newStats();
    const world = await prepareMoneyWorld(cluster, 4, stats);
    let running = true;
    const load = world.users.map(async (user, i) => {
      const r = rng(`faults:backup:user:${i}`);
      for (let round = 0; running || round < 2; round++) {
        await moneyRound(cluster.url, world, user, round, r, stats, 'bk');
      }
    });
    const balances = async () =>
      Promise.all(
        world.users.map(
          async (u) =>
            (
              await callUntilAnswered<{ balance: number; held: number }>(
                cluster.url,
                '/amount/GetWithdrawConfig',
                {},
                u.token,
                stats,
              )
            ).answer.data,
        ),
      );

    // 1. While money moves: the dump is one consistent snapshot, so its ledger balances.
    await sleep(1_500);
    const underLoad = path.join(cluster.dir, 'under-load.dump');
    await pgDump(cluster.databaseUrl, underLoad);
    running = false;
    await Promise.all(load);

    // 2. Quiet: the nightly dump, then more money moves that the restore will undo.
    const atDump = await balances();
    const nightly = path.join(cluster.dir, 'nightly.dump');
    await pgDump(cluster.databaseUrl, nightly);
    for (const [i, user] of world.users.entries()) {
      await moneyRound(cluster.url, world, user, 100, rng(`faults:backup:after:${i}`), stats, 'bk-after');
    }
    expect(await balances()).not.toEqual(atDump);

    // 3. Disaster: the processes stop, the database is dropped, recreated and restored, the processes start.
    for (const p of cluster.apps) expect((await p.terminate()).code).toBe(0);
    await cluster.database.close();
    const adminUrl = cluster.pg.url('postgres');
    await recreateDatabase(adminUrl, 'wayfare');
    await pgRestore(cluster.databaseUrl, nightly);
    await Promise.all(cluster.apps.map((p) => p.start()));

    // The operator's check (npm run ledger:check) passes on the restored database.
    const cli = await runLedgerCheck(cluster.databaseUrl);
    expect(cli.code, cli.output).toBe(0);
    expect(JSON.parse(cli.output.trim().split('\n').at(-1)!)).toMatchObject({ ledger: 'ok', problems: [] });
    cluster.database = await openDatabase({ url: cluster.databaseUrl, poolSize: 5 });
    const restored = await checkLedger(cluster.database.db);
    expect(restored.problems).toEqual([]);
    expect(restored.currencies.find((c) => c.currency === 'THB')).toEqual({ currency: 'THB', total: 0 });
    // The app serves the restored data: every balance is what it was at the dump.
    expect(await balances()).toEqual(atDump);
    // And keeps moving money on it.
    await moneyRound(cluster.url, world, world.users[0]!, 200, rng('faults:backup:restored'), stats, 'bk-restored');
    expect((await checkLedger(cluster.database.db)).problems).toEqual([]);

    // The dump taken under load restores on its own too, and its ledger balances.
    const snapshotUrl = cluster.pg.url('wayfare_snapshot');
    await recreateDatabase(adminUrl, 'wayfare_snapshot');
    await pgRestore(snapshotUrl, underLoad);
    const snapshot = await openDatabase({ url: snapshotUrl, poolSize: 2 });
    try {
      const check = await checkLedger(snapshot.db);
      expect(check.problems).toEqual([]);
      expect(check.currencies.length).toBeGreaterThan(0);
      // A damaged copy fails the operator's check: one wallet's balance no longer matches its entries.
      await rawQuery(
        snapshot.db,
        `update ledger_accounts set balance = balance + 1 where id = (select min(id) from ledger_accounts where kind = 'user_wallet')`,
      );
    } finally {
      await snapshot.close();
    }
    const damaged = await runLedgerCheck(snapshotUrl);
    expect(damaged.code, damaged.output).toBe(1);
    expect(damaged.output).toContain('"ledger":"broken"');
    expect(stats.bad).toEqual([]);
  });
});
