import { spawn } from 'node:child_process';
import { type Child, freePort, stopChild, track, waitForPort, writePid } from './proc';

/** The fault suite's own redis-server, on a free port, stopped and started again at will. */

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
