/**
 * /config/GetHomeConfig and /config/GetCountry under 50 connections, beside a bare Fastify handler that
 * returns the same JSON, in one run.
 */
import { freePort, load, ratio, report, startProcess, startWayfare } from './lib';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const wayfare = await startWayfare(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
try {
  for (const [name, path] of [
    ['home_config', '/api/config/GetHomeConfig'],
    ['get_country', '/api/config/GetCountry'],
  ] as const) {
    const sample = await fetch(wayfare.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const json = await sample.text();
    const bare = await startProcess(
      'bench/bare-json-server.ts',
      { BARE_JSON: json },
      /bare server ready/,
      await freePort(),
    );
    try {
      const ours = await load(wayfare.url + path, {}, { seconds });
      const base = await load(`${bare.url}/json`, {}, { seconds });
      report(name, ours);
      report(`${name}_bare`, base);
      ratio(`${name}_vs_bare`, ours.rps, base.rps);
    } finally {
      await bare.stop();
    }
  }
} finally {
  await wayfare.stop();
}
