import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AppProcess } from './app-process';
import { freePort, nginxTemplate, stopChild, track, waitForPort, writePid } from './proc';

/** nginx running deploy/nginx.conf (rendered like envsubst does) in front of the server processes. */

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
