import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './proc';

/** The fault suite's own PostgreSQL cluster (initdb, pg_ctl) and the backup tools, run as docs/deploy.md says. */

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
export function runPg(program: string, args: string[], timeoutMs = 60_000): string {
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

// Backups: docs/deploy.md shows these same commands.

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
