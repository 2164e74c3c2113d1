import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../src/db/client';
import { type AppProcess, appProcess } from './app-process';
import { type Nginx, startNginx } from './nginx';
import { createDatabase, type Postgres, runPg, startPostgres } from './pg-server';
import { alive, commandOf, DIR_PREFIX, expectedCommand } from './proc';
import { type RedisServer, startRedis } from './redis-server';

/**
 * The fault suite's own infrastructure: a PostgreSQL cluster, a Redis, N app processes (the real server
 * entry, as production runs it) and nginx with the checked-in deploy/nginx.conf in front of them. Nothing
 * here touches the machine's shared PostgreSQL or Redis; everything lives in one temporary directory and
 * is stopped by `Cluster.stop()` (and, if a run was killed before it could, by the next run's sweep).
 */

// Leftovers of a run that was killed before its teardown

/**
 * Stops what an earlier run of this suite left running when it was killed before its teardown: only
 * directories of ours whose owning test process is gone, and only the processes recorded in them.
 */
export function sweepLeftovers() {
  const tmp = os.tmpdir();
  for (const entry of fs.readdirSync(tmp)) {
    if (!entry.startsWith(DIR_PREFIX)) continue;
    const dir = path.join(tmp, entry);
    const owner = Number(fs.existsSync(path.join(dir, 'owner.pid')) ? fs.readFileSync(path.join(dir, 'owner.pid')) : 0);
    if (owner && alive(owner)) continue;
    if (fs.existsSync(path.join(dir, 'pgdata/postmaster.pid'))) {
      try {
        runPg('pg_ctl', ['-D', path.join(dir, 'pgdata'), '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already gone */
      }
    }
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.pid') && n !== 'owner.pid')) {
      const pid = Number(fs.readFileSync(path.join(dir, f), 'utf8'));
      // Only while that pid still runs what was recorded (a pid can be reused by an unrelated process).
      if (pid && alive(pid) && commandOf(pid).includes(expectedCommand(f))) process.kill(pid, 'SIGKILL');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
// The whole cluster

export type Cluster = {
  dir: string;
  pg: Postgres;
  redis: RedisServer;
  apps: AppProcess[];
  nginx: Nginx;
  /** nginx's address: what clients use. */
  url: string;
  /** The app database's URL on the suite's cluster. */
  databaseUrl: string;
  /** A pool of the suite's own on the app database (fixtures, checks). */
  database: Database;
  /** The tails of every log (processes, PostgreSQL, nginx): printed when a scenario fails. */
  diagnostics: () => string;
  stop: () => Promise<void>;
};

export type ClusterOptions = { env?: Record<string, string> };

/**
 * PostgreSQL, Redis, three app processes and nginx, all the suite's own. Migrations run once (through the
 * suite's pool) before the processes start, as a deploy runs them before rolling out (docs/deploy.md).
 * On a failure half-way, whatever started is stopped before the error is thrown.
 */
export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  sweepLeftovers();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), DIR_PREFIX));
  fs.writeFileSync(path.join(dir, 'owner.pid'), String(process.pid));
  fs.chmodSync(dir, 0o755);
  let pgServer: Postgres | null = null;
  let redis: RedisServer | null = null;
  let database: Database | null = null;
  const apps: AppProcess[] = [];
  let nginx: Nginx | null = null;
  let cluster: Cluster | null = null;
  const stop = async () => {
    await nginx?.stop().catch(() => {});
    await Promise.all(apps.map((a) => a.kill().catch(() => {})));
    // A test may have swapped the pool (after a restore): close the one in use.
    await (cluster?.database ?? database)?.close().catch(() => {});
    await redis?.stop().catch(() => {});
    await pgServer?.stop('immediate').catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    pgServer = await startPostgres(dir);
    redis = await startRedis(dir);
    await createDatabase(pgServer.url(), 'wayfare');
    const databaseUrl = pgServer.url('wayfare');
    database = await openDatabase({ url: databaseUrl, poolSize: 10 });
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      REDIS_PREFIX: `wf-faults-${randomBytes(3).toString('hex')}:`,
      ...opts.env,
    };
    for (const name of ['a', 'b', 'c']) apps.push(await appProcess(name, dir, env));
    await Promise.all(apps.map((a) => a.start()));
    nginx = await startNginx(dir, apps);
    const pgLog = pgServer.log;
    const nginxErrors = path.join(dir, 'nginx/logs/error.log');
    const diagnostics = () =>
      [
        ...apps.map((a) => `--- process ${a.name} (${a.starts()} starts):\n${a.output().slice(-3000)}`),
        `--- postgres:\n${pgLog().slice(-3000)}`,
        `--- nginx errors:\n${fs.existsSync(nginxErrors) ? fs.readFileSync(nginxErrors, 'utf8').slice(-3000) : ''}`,
      ].join('\n');
    cluster = { dir, pg: pgServer, redis, apps, nginx, url: nginx.url, databaseUrl, database, diagnostics, stop };
    return cluster;
  } catch (err) {
    await stop();
    throw err;
  }
}
