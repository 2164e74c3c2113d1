import { compareReads, freePort, samplePage, seededDatabase, startProcess, startWayfare } from './lib';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_CPU_PROF=<dir>: our server writes a V8 CPU profile there when it stops. */
const profile: Record<string, string> = process.env.BENCH_CPU_PROF
  ? { NODE_OPTIONS: `--import=${new URL('./cpu-profile-preload.mjs', import.meta.url).pathname}` }
  : {};
/** The seeded demo user's home, Sukhumvit Soi 24, Bangkok. */
const body = { mType: 1, sort: 'distance', latitude: 13.7299, longitude: 100.5681, page: 1, limt: 20 };

const { url: dbUrl, drop } = await seededDatabase('wf_bench');

try {
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
  await drop();
}
