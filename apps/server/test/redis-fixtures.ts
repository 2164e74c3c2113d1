import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A redis-server of the test's own (never the machine's shared one), so the test may hang or kill it. */
export type OwnRedis = {
  url: string;
  /** SIGSTOP: connections stay open and commands go unanswered (a Redis that hangs). */
  hang(): void;
  /** SIGKILL, and waits for the process to be gone (a Redis that crashed: connections refused). */
  kill(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `redis-server` on a free port without persistence, in a data directory of its own, and waits
 * until it accepts connections. A machine without redis-server fails the caller loudly.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-redis-'));
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => fs.rmSync(dir, { recursive: true, force: true }));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not be started (is it installed?): ${err.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${out}`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  // Never outlive the test run, whatever happens to it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    url: `redis://127.0.0.1:${port}`,
    hang: () => {
      child.kill('SIGSTOP');
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      process.off('exit', killOnExit);
    },
  };
}
