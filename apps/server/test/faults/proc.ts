import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serverRoot } from '../../src/config';

/** Process and port helpers of the fault suite's infrastructure (infra.ts). */

export const repoRoot = path.resolve(serverRoot, '../..');
export const nginxTemplate = path.join(repoRoot, 'deploy/nginx.conf');
export const DIR_PREFIX = 'wf-faults-';

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
export type Child = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function track(child: ChildProcess): Child {
  let out = '';
  const collect = (c: Buffer) => {
    out = (out + c.toString()).slice(-40_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export async function stopChild(c: Child | null, signal: NodeJS.Signals, graceMs = 10_000) {
  if (!c || c.child.exitCode !== null || c.child.signalCode !== null) return;
  c.child.kill(signal);
  const done = await Promise.race([c.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    c.child.kill('SIGKILL');
    await c.exited;
  }
}

export function writePid(dir: string, name: string, pid: number | undefined) {
  if (pid) fs.writeFileSync(path.join(dir, `${name}.pid`), String(pid));
}

export function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** What the process recorded in `<name>.pid` runs (see writePid). */
export const expectedCommand = (pidFile: string) =>
  pidFile.startsWith('app-') ? 'src/server.ts' : pidFile.startsWith('redis') ? 'redis-server' : 'nginx';

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
