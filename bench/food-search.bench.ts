import { load, report, seededDatabase, startWayfare } from './lib';

/**
 * `/product/SearchFood` on the seeded catalogue, as typing sends it (one call per settled text): short
 * prefixes in Thai, English and Chinese from the demo user's home, where the index range is widest.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const home = { latitude: 13.7299, longitude: 100.5681 };
const texts = ['ข้าว', 'ch', '炒', 'noodle'];

const { url: dbUrl, drop } = await seededDatabase('wf_bench_search');
try {
  const wayfare = await startWayfare({ DATABASE_URL: dbUrl, SEED_DEMO: 'false' });
  try {
    const url = `${wayfare.url}/api/product/SearchFood`;
    for (const text of texts) {
      const r = await load(url, { text, limt: 10, ...home }, { connections: 20, seconds: seconds / texts.length });
      report(`food_search_${Buffer.from(text).toString('hex').slice(0, 12)}`, r);
      if (r.errors || r.non2xx) process.exitCode = 1;
    }
  } finally {
    await wayfare.stop();
  }
} finally {
  await drop();
}
