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
import { averaged, freePort, load, ratio, report, type Side, sideBySide, startProcess, startWayfare } from './lib';

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
    const sample = (await (
      await fetch(ours, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json()) as {
      status: number;
      data: { list: { distance: number }[] };
    };
    if (sample.status !== 0 || sample.data.list.length !== 20)
      throw new Error(`unexpected answer: ${JSON.stringify(sample).slice(0, 300)}`);
    console.log(`# nearest ${sample.data.list[0]!.distance} m, 20th ${sample.data.list[19]!.distance} m`);
    // Warm both (JIT, prepared statements on every pooled connection), then alternate halves.
    const { results, spent } = await sideBySide(
      { ours: wayfare.child.pid, raw: raw.child.pid },
      (side, secs) => load(side === 'ours' ? ours : bare, body, { seconds: secs }),
      seconds,
    );
    const o = averaged(results.ours);
    const b = averaged(results.raw);
    report('merchant_list', o);
    report('merchant_list_raw', b);
    ratio('merchant_list_vs_raw', o.rps, b.rps);
    const us = (side: Side) =>
      Math.round((spent[side].cpu * 1000) / Math.max(1, averaged(results[side]).rps * seconds));
    console.log(`# server CPU per request: ours ${us('ours')} us, raw ${us('raw')} us`);
    if (o.errors || o.non2xx) process.exitCode = 1;
  } finally {
    await raw.stop();
    await wayfare.stop();
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
