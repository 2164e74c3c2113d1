/**
 * /config/GetHomeConfig and /config/GetCountry under 50 connections, beside a bare Fastify handler that
 * returns the same JSON, in one run: side by side (ours, bare, bare, ours after a warm-up of each, see
 * `sideBySide`), so a machine whose load drifts weighs on both alike. Also prints the server CPU each
 * spent per request, the figure that does not depend on how busy the machine is.
 * BENCH_CPU_PROF=<dir>: our server writes a V8 CPU profile there when it stops.
 */
import { averaged, freePort, load, ratio, report, type Side, sideBySide, startProcess, startWayfare } from './lib';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const profile: Record<string, string> = process.env.BENCH_CPU_PROF
  ? { NODE_OPTIONS: `--import=${new URL('./cpu-profile-preload.mjs', import.meta.url).pathname}` }
  : {};
const wayfare = await startWayfare({
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  ...profile,
});
let failed = false;
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
    if (sample.status !== 200 || (JSON.parse(json) as { status: number }).status !== 0)
      throw new Error(`${path} did not answer: ${sample.status} ${json.slice(0, 300)}`);
    const bare = await startProcess(
      'bench/bare-json-server.ts',
      { BARE_JSON: json },
      /bare server ready/,
      await freePort(),
    );
    try {
      const urls: Record<Side, string> = { ours: wayfare.url + path, raw: `${bare.url}/json` };
      const { results, spent } = await sideBySide(
        { ours: wayfare.child.pid, raw: bare.child.pid },
        (side, secs) => load(urls[side], {}, { seconds: secs }),
        seconds,
      );
      const ours = averaged(results.ours);
      const base = averaged(results.raw);
      report(name, ours);
      report(`${name}_bare`, base);
      ratio(`${name}_vs_bare`, ours.rps, base.rps);
      const us = (side: Side, r: { rps: number }) =>
        Math.round((spent[side].cpu * 1000) / Math.max(1, r.rps * seconds));
      console.log(
        `# ${json.length} bytes; server CPU per request: ours ${us('ours', ours)} us, bare ${us('raw', base)} us`,
      );
      if (ours.errors || ours.non2xx) failed = true;
    } finally {
      await bare.stop();
    }
  }
} finally {
  await wayfare.stop();
}
if (failed) process.exitCode = 1;
