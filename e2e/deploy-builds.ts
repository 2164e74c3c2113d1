import fs from 'node:fs';
import path from 'node:path';

/**
 * Two versions of the built web app for deploy journeys (e2e/deploy.e2e.ts), made from `apps/web/dist`
 * in a few seconds: "old" is the build as it is; "next" is a copy in which every hashed file under
 * `static/` has a new name (and every file naming it is rewritten: chunks, CSS, index.html, the worker's
 * precache manifest), and index.html carries `<meta name="wf-build" content=marker>` and a new precache
 * revision. That is a deploy where every chunk changed, the worst case.
 *
 * A real deploy restarts the server on the new files. The server lists the files it serves when it starts,
 * so `live` (the directory to serve) holds both builds' files at first; `deploy(which)` then leaves exactly
 * one build's files there (the other's answer 404, as after a restart). So start the server on `live`
 * before the first `deploy`.
 */
export function prepareBuilds(dist: string, work: string, marker: string) {
  const builds = { old: path.join(work, 'old'), next: path.join(work, 'next') };
  const live = path.join(work, 'live');
  fs.cpSync(dist, builds.old, { recursive: true });
  nextBuild(builds.old, builds.next, marker);
  fs.cpSync(builds.next, live, { recursive: true });
  fs.cpSync(builds.old, live, { recursive: true });
  const deploy = (which: 'old' | 'next') => {
    const keep = new Set(files(builds[which]));
    for (const f of files(live)) if (!keep.has(f)) fs.rmSync(path.join(live, f));
    fs.cpSync(builds[which], live, { recursive: true });
  };
  return { live, deploy };
}

/** Every file under `dir`, relative to it. */
function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.relative(dir, path.join(e.parentPath, e.name))] : []));
}

function nextBuild(from: string, to: string, marker: string) {
  fs.cpSync(from, to, { recursive: true });
  // Compressed copies would be stale after the rewrite: the server sends the plain files instead.
  for (const f of files(to)) if (/\.(br|gz)$/.test(f)) fs.rmSync(path.join(to, f));
  const renames = new Map<string, string>();
  for (const f of fs.readdirSync(path.join(to, 'static'))) {
    const m = /^(.+-[A-Za-z0-9_-]{8})(\.[a-z0-9]+)$/.exec(f);
    if (!m) throw new Error(`unexpected build file name static/${f}`);
    renames.set(f, `${m[1]}n${m[2]}`);
  }
  const names = [...renames.keys()].sort((a, b) => b.length - a.length);
  const anyName = new RegExp(names.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|'), 'g');
  for (const f of files(to)) {
    if (!/\.(js|css|html|json|webmanifest)$/.test(f)) continue;
    const file = path.join(to, f);
    const text = fs.readFileSync(file, 'utf8');
    const next = text.replace(anyName, (n) => renames.get(n) ?? n);
    if (next !== text) fs.writeFileSync(file, next);
  }
  for (const [name, renamed] of renames) fs.renameSync(path.join(to, 'static', name), path.join(to, 'static', renamed));
  const index = path.join(to, 'index.html');
  fs.writeFileSync(
    index,
    fs.readFileSync(index, 'utf8').replace('<head>', `<head>\n    <meta name="wf-build" content="${marker}" />`),
  );
  // The worker re-fetches index.html only when its precache revision changes, as a real build's does.
  const sw = path.join(to, 'sw.js');
  const swText = fs.readFileSync(sw, 'utf8');
  const withRevision = swText.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, `$1${marker}"`);
  if (withRevision === swText) throw new Error('index.html not found in the precache manifest of sw.js');
  fs.writeFileSync(sw, withRevision);
}
