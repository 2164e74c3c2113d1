import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { serverRoot } from '../../src/app';
import { type Database, openDatabase } from '../../src/db/client';

/**
 * The fault suite's own infrastructure: a PostgreSQL cluster, a Redis, N app processes (the real server
 * entry, as production runs it) and nginx with the checked-in deploy/nginx.conf in front of them. Nothing
 * here touches the machine's shared PostgreSQL or Redis; everything lives in one temporary directory and
 * is stopped by `Cluster.stop()` (and, if a run was killed before it could, by the next run's sweep).
 */

export const repoRoot = path.resolve(serverRoot, '../..');
export const nginxTemplate = path.join(repoRoot, 'deploy/nginx.conf');
const DIR_PREFIX = 'wf-faults-';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Resolves once something accepts TCP connections on the port (or rejects after `timeoutMs`). */
export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1' });
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** A child process whose output is kept (last 40 kB) for failure messages. */
type Child = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function track(child: ChildProcess): Child {
  let out = '';
  const collect = (c: Buffer) => {
    out = (out + c.toString()).slice(-40_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function stopChild(c: Child | null, signal: NodeJS.Signals, graceMs = 10_000) {
  if (!c || c.child.exitCode !== null || c.child.signalCode !== null) return;
  c.child.kill(signal);
  const done = await Promise.race([c.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    c.child.kill('SIGKILL');
    await c.exited;
  }
}

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL

/** The newest installed PostgreSQL's programs (Debian: /usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const majors = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((d) => fs.existsSync(path.join(base, d, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql');
  return path.join(base, majors[0]!, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
function pgCommand(program: string, args: string[]): [string, string[]] {
  const bin = path.join(postgresBin(), program);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}
function runPg(program: string, args: string[], timeoutMs = 60_000): string {
  const [cmd, argv] = pgCommand(program, args);
  return execFileSync(cmd, argv, { encoding: 'utf8', timeout: timeoutMs, stdio: ['ignore', 'pipe', 'pipe'] });
}
/** The same without blocking the test's event loop (clients keep sending while the server stops or starts). */
async function runPgAsync(program: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const [cmd, argv] = pgCommand(program, args);
  return (await promisify(execFile)(cmd, argv, { encoding: 'utf8', timeout: timeoutMs })).stdout;
}

export type Postgres = {
  port: number;
  /** postgres:// URL of a database on this cluster. */
  url: (database?: string) => string;
  start: () => Promise<void>;
  /** 'immediate' is a crash (recovery at the next start); 'fast' a clean stop. */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  /** The server's log (for failure messages). */
  log: () => string;
};

/** A new cluster (initdb) in `dir`, listening on 127.0.0.1 only, trust auth for the superuser `postgres`. */
export async function startPostgres(dir: string): Promise<Postgres> {
  const data = path.join(dir, 'pgdata');
  const logFile = path.join(dir, 'postgres.log');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.writeFileSync(logFile, '');
    fs.chownSync(dir, uid, gid);
    fs.chownSync(logFile, uid, gid);
  }
  runPg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c shared_buffers=64MB',
  ].join(' ');
  const pgCtl = (args: string[]) => runPgAsync('pg_ctl', ['-D', data, ...args]);
  const start = async () => {
    await pgCtl(['-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
  };
  await start();
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop: async (mode = 'fast') => {
      if (!fs.existsSync(path.join(data, 'postmaster.pid'))) return;
      await pgCtl(['-m', mode, '-w', '-t', '60', 'stop']);
    },
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-8_000) : ''),
  };
}

/** Creates `name` on the cluster (dropping a leftover of that name first). */
export async function createDatabase(pgUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Redis

export type RedisServer = {
  port: number;
  url: string;
  start: () => Promise<void>;
  /** SIGTERM (or SIGKILL for a crash) and wait until it is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  running: () => boolean;
};

export async function startRedis(dir: string): Promise<RedisServer> {
  const port = await freePort();
  let current: Child | null = null;
  const start = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    current = track(child);
    writePid(dir, 'redis', child.pid);
    const started = current;
    await Promise.race([
      waitForPort(port, 20_000),
      started.exited.then((code) => {
        throw new Error(`redis-server exited (${code}): ${started.output()}`);
      }),
    ]);
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: (signal = 'SIGTERM') => stopChild(current, signal),
    running: () => current !== null && current.child.exitCode === null && current.child.signalCode === null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// App processes

export type AppProcess = {
  name: string;
  port: number;
  url: string;
  /** Starts the process and resolves once it listens. */
  start: () => Promise<void>;
  /** SIGKILL: no drain, no goodbye. Resolves when the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM; resolves with the exit code and how long the exit took. */
  terminate: () => Promise<{ code: number | null; ms: number }>;
  up: () => boolean;
  output: () => string;
  /** Every start (the first and the restarts). */
  starts: () => number;
};

/** One server process (`node --import tsx apps/server/src/server.ts`), always on the same port. */
export async function appProcess(name: string, dir: string, env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = path.join(dir, `data-${name}`);
  fs.mkdirSync(dataDir, { recursive: true });
  let current: Child | null = null;
  let ready = false;
  let starts = 0;
  let log = '';
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const start = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/server.ts')], {
      cwd: repoRoot,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_PER_MINUTE: '1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    starts++;
    const c = track(child);
    current = c;
    writePid(dir, `app-${name}`, child.pid);
    void c.exited.then(() => {
      if (current === c) ready = false;
      log = (log + c.output()).slice(-40_000);
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} not ready after 120 s: ${c.output()}`)), 120_000);
      const check = () => {
        if (c.output().includes('Wayfare is running at')) {
          clearTimeout(timer);
          child.stdout?.off('data', check);
          resolve();
        }
      };
      child.stdout?.on('data', check);
      void c.exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${code}) before it was ready: ${c.output()}`));
      });
    });
    ready = true;
  };
  const up = () => ready && current !== null && current.child.exitCode === null && current.child.signalCode === null;
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    start,
    kill: async () => {
      ready = false;
      await stopChild(current, 'SIGKILL');
    },
    terminate: async () => {
      const c = current;
      if (!c) return { code: null, ms: 0 };
      ready = false;
      const at = Date.now();
      c.child.kill('SIGTERM');
      const code = await Promise.race([c.exited, sleep(20_000).then(() => 'timeout' as const)]);
      if (code === 'timeout') {
        c.child.kill('SIGKILL');
        return { code: null, ms: Date.now() - at };
      }
      return { code, ms: Date.now() - at };
    },
    up,
    output: () => (current ? log + current.output() : log).slice(-20_000),
    starts: () => starts,
  };
}

// ---------------------------------------------------------------------------------------------------------
// nginx

/** deploy/nginx.conf with its ${WAYFARE_...} placeholders filled in, as `envsubst` does in production. */
export function renderNginxConf(values: Record<string, string>): string {
  const text = fs.readFileSync(nginxTemplate, 'utf8').replace(/\$\{(WAYFARE_[A-Z0-9_]+)\}/g, (_m, key: string) => {
    const v = values[key];
    if (v === undefined) throw new Error(`deploy/nginx.conf needs ${key}`);
    return v;
  });
  return text;
}

export type Nginx = { port: number; url: string; stop: () => Promise<void>; accessLog: () => string };

function nginxBinary(): string {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(p)) return p;
  throw new Error('nginx not found (apt-get install nginx; .ci/run does)');
}

export async function startNginx(dir: string, apps: AppProcess[]): Promise<Nginx> {
  if (apps.length !== 3) throw new Error('deploy/nginx.conf lists three app processes');
  const prefix = path.join(dir, 'nginx');
  for (const sub of ['logs', 'temp']) fs.mkdirSync(path.join(prefix, sub), { recursive: true });
  // nginx workers run as an unprivileged user when the master is root: they must reach their temp files.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConf({
      WAYFARE_LISTEN: `127.0.0.1:${port}`,
      WAYFARE_APP_1: `127.0.0.1:${apps[0]!.port}`,
      WAYFARE_APP_2: `127.0.0.1:${apps[1]!.port}`,
      WAYFARE_APP_3: `127.0.0.1:${apps[2]!.port}`,
    }),
  );
  const bin = nginxBinary();
  // The same check an operator runs before a reload.
  execFileSync(bin, ['-t', '-q', '-p', `${prefix}/`, '-c', conf, '-e', path.join(prefix, 'logs/error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child = spawn(
    bin,
    ['-p', `${prefix}/`, '-c', conf, '-e', path.join(prefix, 'logs/error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const c = track(child);
  writePid(dir, 'nginx', child.pid);
  await Promise.race([
    waitForPort(port, 20_000),
    c.exited.then((code) => {
      throw new Error(`nginx exited (${code}): ${c.output()}`);
    }),
  ]);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    // SIGTERM: nginx's fast shutdown, which also ends its workers.
    stop: () => stopChild(c, 'SIGTERM'),
    accessLog: () => {
      const f = path.join(prefix, 'logs/access.json');
      return fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : '';
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Leftovers of a run that was killed before its teardown

function writePid(dir: string, name: string, pid: number | undefined) {
  if (pid) fs.writeFileSync(path.join(dir, `${name}.pid`), String(pid));
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** What the process recorded in `<name>.pid` runs (see writePid). */
const expectedCommand = (pidFile: string) =>
  pidFile.startsWith('app-') ? 'src/server.ts' : pidFile.startsWith('redis') ? 'redis-server' : 'nginx';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

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

// ---------------------------------------------------------------------------------------------------------
// Backups (docs/deploy.md shows these same commands)

/** `pg_dump --format=custom` of the database at `url` into `file` (an online, consistent snapshot). */
export async function pgDump(url: string, file: string): Promise<void> {
  await promisify(execFile)(path.join(postgresBin(), 'pg_dump'), ['--format=custom', `--file=${file}`, url], {
    timeout: 120_000,
  });
}

/** `pg_restore` of `file` into the (new, empty) database at `url`, stopping at the first error. */
export async function pgRestore(url: string, file: string): Promise<void> {
  await promisify(execFile)(
    path.join(postgresBin(), 'pg_restore'),
    ['--exit-on-error', '--no-owner', `--dbname=${url}`, file],
    { timeout: 120_000 },
  );
}

/** `dropdb --force` then `createdb`: an empty database of that name, its old connections closed. */
export async function recreateDatabase(adminUrl: string, name: string) {
  const run = (tool: string, args: string[]) =>
    promisify(execFile)(path.join(postgresBin(), tool), args, { timeout: 60_000 });
  await run('dropdb', ['--if-exists', '--force', `--maintenance-db=${adminUrl}`, name]);
  await run('createdb', [`--maintenance-db=${adminUrl}`, name]);
}

/** `npm run ledger:check` (apps/server/src/cli/check-ledger.ts) against `databaseUrl`: exit code and output. */
export async function runLedgerCheck(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/cli/check-ledger.ts')], {
    cwd: repoRoot,
    env: { ...inherited, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const c = track(child);
  const code = await c.exited;
  return { code, output: c.output() };
}
