/**
 * `/api/product/GetMerchantList` (food, page of 20 sorted by distance from the demo user's home address)
 * under 50 connections, beside a bare Fastify handler running the same SQL through `pg`, in one run,
 * against DATABASE_URL (default postgres://root@127.0.0.1:5432/test). The bench creates, seeds and drops
 * its own database; both servers are child processes with a pool of 20 connections.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed';
import { compareReads, freePort, samplePage, startProcess, startWayfare } from './lib';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_CPU_PROF=<dir>: our server writes a V8 CPU profile there when it stops. */
const profile: Record<string, string> = process.env.BENCH_CPU_PROF
  ? { NODE_OPTIONS: `--import=${new URL('./cpu-profile-preload.mjs', import.meta.url).pathname}` }
  : {};
/** The seeded demo user's home, Sukhumvit Soi 24, Bangkok. */
const body = { mType: 1, sort: 'distance', latitude: 13.7299, longitude: 100.5681, page: 1, limt: 20 };

const name = `wf_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const dbUrl = url.toString();

try {
  const database = await openDatabase({ url: dbUrl, poolSize: 4 });
  await seed(database.db);
  await database.close();

  const wayfare = await startWayfare({ DATABASE_URL: dbUrl, SEED_DEMO: 'false', ...profile });
  const raw = await startProcess(
    'bench/merchant-list-raw.ts',
    { BENCH_DATABASE_URL: dbUrl, ...profile },
    /raw merchant list ready/,
    await freePort(),
  );
  try {
    const ours = `${wayfare.url}/api/product/GetMerchantList`;
    const bare = `${raw.url}/list`;
    const sample = await samplePage<{ distance: number }>(ours, body, 20);
    console.log(`# nearest ${sample.list[0]!.distance} m, 20th ${sample.list[19]!.distance} m`);
    const o = await compareReads(
      'merchant_list',
      { ours: { url: ours, pid: wayfare.child.pid }, raw: { url: bare, pid: raw.child.pid } },
      body,
      seconds,
    );
    if (o.errors || o.non2xx) process.exitCode = 1;
  } finally {
    await raw.stop();
    await wayfare.stop();
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
