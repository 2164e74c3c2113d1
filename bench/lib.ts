import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed';
import { withCpu } from './proc-cpu';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

export type Running = { url: string; child: ChildProcess; stop: () => Promise<void> };

/** Starts a Node script (TypeScript through tsx) and resolves once `readyLine` appears on stdout. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyLine: RegExp,
  port: number,
): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (readyLine.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts the Wayfare server on a temporary data directory (PGlite) or on DATABASE_URL when set. */
export async function startWayfare(extraEnv: Record<string, string> = {}): Promise<Running> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-bench-'));
  const running = await startProcess(
    'apps/server/src/server.ts',
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...extraEnv,
    },
    /Wayfare is running at/,
    await freePort(),
  );
  const stop = running.stop;
  return {
    ...running,
    stop: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type LoadResult = { rps: number; p99: number; errors: number; non2xx: number };

/** Sends POST requests with a JSON body for `seconds` over `connections` connections. */
export async function load(
  url: string,
  body: unknown,
  opts: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 10,
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: JSON.stringify(body),
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function report(name: string, r: LoadResult) {
  console.log(`RESULT ${name}_rps ${r.rps} req/s`);
  console.log(`RESULT ${name}_p99 ${r.p99} ms`);
  if (r.errors || r.non2xx) console.log(`# ${name}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
}

export const ratio = (name: string, a: number, b: number) => console.log(`RATIO ${name} ${(a / b).toFixed(2)}`);

export type Side = 'ours' | 'raw';
export type Spent = { cpu: number; reads: number; writes: number };

/**
 * Loads our server and the bare baseline side by side: a 2 s warm-up of each (JIT, prepared statements on
 * every pooled connection), then halves of `seconds` in the order ours, raw, raw, ours, so a machine that
 * drifts during the run weighs on both alike. Answers each side's two results and the server CPU (ms) and
 * system calls each process spent in them.
 */
export async function sideBySide<R extends LoadResult>(
  pids: Record<Side, number | undefined>,
  load: (side: Side, seconds: number) => Promise<R>,
  seconds: number,
): Promise<{ results: Record<Side, [R, R]>; spent: Record<Side, Spent> }> {
  await load('ours', 2);
  await load('raw', 2);
  const half = Math.max(1, seconds / 2);
  const spent: Record<Side, Spent> = { ours: { cpu: 0, reads: 0, writes: 0 }, raw: { cpu: 0, reads: 0, writes: 0 } };
  const results: Record<Side, R[]> = { ours: [], raw: [] };
  for (const side of ['ours', 'raw', 'raw', 'ours'] as const) {
    const used = await withCpu(pids[side], () => load(side, half));
    spent[side].cpu += used.cpu;
    spent[side].reads += used.reads;
    spent[side].writes += used.writes;
    results[side].push(used.result);
  }
  return { results: results as Record<Side, [R, R]>, spent };
}

/** Two halves of one side as one result: mean throughput, worst p99, all errors. */
export const averaged = ([a, b]: [LoadResult, LoadResult]): LoadResult => ({
  rps: Math.round((a.rps + b.rps) / 2),
  p99: Math.max(a.p99, b.p99),
  errors: a.errors + b.errors,
  non2xx: a.non2xx + b.non2xx,
});

/** One answer of our API for `body`, refused unless it is a success whose `list` holds `size` items. */
export async function samplePage<T>(url: string, body: unknown, size: number): Promise<{ list: T[]; total?: number }> {
  const res = (await (
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  ).json()) as { status: number; data: { list: T[]; total?: number } };
  if (res.status !== 0 || res.data.list.length !== size)
    throw new Error(`unexpected answer: ${JSON.stringify(res).slice(0, 300)}`);
  return res.data;
}

/**
 * A read endpoint beside its bare baseline with the same body (`sideBySide`): prints both results, the
 * `<name>_vs_raw` ratio and the server CPU per request of each, and answers our averaged result.
 */
export async function compareReads(
  name: string,
  sides: Record<Side, { url: string; pid: number | undefined }>,
  body: unknown,
  seconds: number,
): Promise<LoadResult> {
  const { results, spent } = await sideBySide(
    { ours: sides.ours.pid, raw: sides.raw.pid },
    (side, secs) => load(sides[side].url, body, { seconds: secs }),
    seconds,
  );
  const o = averaged(results.ours);
  const b = averaged(results.raw);
  report(name, o);
  report(`${name}_raw`, b);
  ratio(`${name}_vs_raw`, o.rps, b.rps);
  const us = (side: Side) => Math.round((spent[side].cpu * 1000) / Math.max(1, averaged(results[side]).rps * seconds));
  console.log(`# server CPU per request: ours ${us('ours')} us, raw ${us('raw')} us`);
  return o;
}

/**
 * A database of its own on DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test), with the
 * demo world seeded; `drop` removes it (call it in a finally).
 */
export async function seededDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    const database = await openDatabase({ url: url.toString(), poolSize: 4 });
    await seed(database.db);
    await database.close();
  } catch (err) {
    await drop();
    throw err;
  }
  return { url: url.toString(), drop };
}
