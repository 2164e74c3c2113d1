// `npm start`: builds the web app and the back office when a build is missing or older than its sources, then runs the
// server (web + API + sockets) on the embedded database with demo data unless configured otherwise.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return latest;
}

// The web app and the back office (served at /admin), each rebuilt when its build is missing or stale.
const contracts = newest(path.join(root, 'packages/contracts/src'));
for (const app of ['web', 'admin']) {
  const built = path.join(root, 'apps', app, 'dist/index.html');
  const sources = Math.max(newest(path.join(root, 'apps', app)), contracts);
  if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
    console.log(app === 'web' ? 'Building the web app…' : 'Building the back office…');
    const res = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], { cwd: root, stdio: 'inherit' });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
