import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../src/config';
import { type Child, freePort, repoRoot, sleep, stopChild, track, writePid } from './proc';

/** Server processes as production runs them (`node --import tsx apps/server/src/server.ts`), and the CLI. */

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
