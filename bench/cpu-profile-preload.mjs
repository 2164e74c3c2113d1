// Loaded with `NODE_OPTIONS=--import=<this file>` (BENCH_CPU_PROF=<dir>): profiles the process from start
// to exit and writes a V8 .cpuprofile into the directory (`--cpu-prof` itself is refused in NODE_OPTIONS).
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  process.on('exit', () => {
    session.post('Profiler.stop', (err, res) => {
      if (err) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(res.profile));
    });
  });
}
