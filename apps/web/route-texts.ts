import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:route-texts`: for every page of `src/app/router.tsx`, the features (`src/features/<name>`) whose
 * translations that page's code uses, found by reading the page's module graph for keys that start with a
 * feature's top-level key (`'hotel.…'`, `` `flightBooking.${…}` ``). The app loads only those features'
 * texts with the page (i18n/feature-texts.ts) instead of every feature's on the first visit; a key the scan
 * missed still loads its feature when it is first asked for, so a stale map costs a re-render, not a text.
 */
export function routeTexts(): Plugin {
  const id = 'virtual:route-texts';
  const resolved = `\0${id}`;
  let src = '';
  return {
    name: 'wayfare-route-texts',
    configResolved(config) {
      src = path.join(config.root, 'src');
    },
    resolveId(source) {
      return source === id ? resolved : null;
    },
    load(loadId) {
      if (loadId !== resolved) return null;
      const map = scanRoutes(src, (file) => this.addWatchFile(file));
      return `export default ${JSON.stringify(map)};`;
    },
  };
}

const exts = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(src: string, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(src, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  if (/\.(tsx?|json|css)$/.test(base)) return fs.existsSync(base) && /\.tsx?$/.test(base) ? base : null;
  for (const ext of exts) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Feature folder by the top-level key its `locales/en.json` declares. */
function featureKeys(src: string): Map<string, string> {
  const owners = new Map<string, string>();
  const dir = path.join(src, 'features');
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name, 'locales', 'en.json');
    if (!fs.existsSync(file)) continue;
    for (const key of Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')))) owners.set(key, name);
  }
  return owners;
}

export function scanRoutes(src: string, watch: (file: string) => void = () => {}): Record<string, string[]> {
  const owners = featureKeys(src);
  const keyPattern = new RegExp(`['"\`](${[...owners.keys()].join('|')})\\.`, 'g');
  const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
  const usesCache = new Map<string, Set<string>>();
  const importsCache = new Map<string, string[]>();
  const staticCache = new Map<string, string[]>();
  const read = (file: string) => {
    if (!importsCache.has(file)) {
      watch(file);
      const code = fs.readFileSync(file, 'utf8');
      const uses = new Set<string>();
      // Keys in comments (`flightBooking.title` as an example in a doc comment) are not keys the code uses.
      const live = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      for (const m of live.matchAll(keyPattern)) {
        const owner = owners.get(m[1] ?? '');
        if (owner) uses.add(owner);
      }
      usesCache.set(file, uses);
      const imports: string[] = [];
      const staticImports: string[] = [];
      for (const m of code.matchAll(importPattern)) {
        const target = resolveImport(src, file, m[1] ?? '');
        if (!target) continue;
        imports.push(target);
        if (!m[0].includes('(')) staticImports.push(target);
      }
      importsCache.set(file, imports);
      staticCache.set(file, staticImports);
    }
    return {
      uses: usesCache.get(file) ?? new Set<string>(),
      imports: importsCache.get(file) ?? [],
      staticImports: staticCache.get(file) ?? [],
    };
  };
  const featuresOf = (entry: string, dynamic = true): string[] => {
    const seen = new Set<string>();
    const found = new Set<string>();
    const stack = [entry];
    while (stack.length) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const { uses, imports, staticImports } = read(file);
      for (const u of uses) found.add(u);
      stack.push(...(dynamic ? imports : staticImports));
    }
    return [...found].sort();
  };

  // '*': what the shell itself (main.tsx and everything it imports up front) says, e.g. the chat socket's toasts.
  const map: Record<string, string[]> = { '*': featuresOf(path.join(src, 'main.tsx'), false) };
  for (const [name, file] of Object.entries(routeModules(src, watch))) map[name] = featuresOf(file);
  return map;
}

/** Every page of `src/app/router.tsx` (`pageRoute('home', () => import('./routes/home/home'))`): name → module file. */
export function routeModules(src: string, watch: (file: string) => void = () => {}): Record<string, string> {
  const router = path.join(src, 'app', 'router.tsx');
  watch(router);
  const code = fs.readFileSync(router, 'utf8');
  const found: Record<string, string> = {};
  for (const m of code.matchAll(/pageRoute\(\s*'(\w+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const file = resolveImport(src, router, m[2] ?? '');
    if (file && m[1]) found[m[1]] = file;
  }
  return found;
}
