import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routeModules } from './route-texts';
import { PRELOAD_ROUTE_GLOBAL } from './src/app/preload-route';

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type Output = Chunk | { type: 'asset'; fileName: string };

/** Links added per task. */
const BATCH = 4;

/**
 * The page a visitor opens first starts downloading with the HTML. A small script that index.html loads
 * beside the app's code (and runs as soon as it arrives, before that code has run) asks for the files of
 * the page at the address it was opened at: `modulepreload` for its code, `preload` for its styles. Without
 * it the page's files were asked for only once the app's code had run and its router had matched the
 * address (one more round trip on a phone network). The script keeps its function for the router, which
 * asks for the next page's files with it on in-app navigations (`src/app/preload-route.ts`).
 */
export function routePreload(): Plugin {
  let src = '';
  let fileName = '';
  return {
    name: 'wayfare-route-preload',
    apply: 'build',
    configResolved(config) {
      src = path.join(config.root, 'src');
    },
    // Runs before Vite writes index.html (its HTML plugin comes after the app's plugins).
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle as unknown as Record<string, Output>).filter(
        (o): o is Chunk => o.type === 'chunk',
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]));
      const closure = (start: Chunk) => {
        const seen = new Set<string>();
        const stack = [start.fileName];
        while (stack.length) {
          const file = stack.pop() as string;
          if (seen.has(file)) continue;
          seen.add(file);
          stack.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const cssOf = (files: Set<string>) =>
        new Set([...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('route-preload: no entry chunk');
      const shell = closure(entry);
      const shellCss = cssOf(shell);

      const files: string[] = [];
      // Listed without the `static/` every file has and the `.js` most have (the script puts them back).
      const indexOf = (f: string) => {
        if (!/^static\/.+\.(js|css)$/.test(f)) throw new Error(`route-preload: unexpected file ${f}`);
        const short = f.replace(/^static\//, '').replace(/\.js$/, '');
        let i = files.indexOf(short);
        if (i < 0) i = files.push(short) - 1;
        return i;
      };
      const routes: Record<string, number[]> = {};
      const pathOf = routePaths(src);
      for (const [name, file] of Object.entries(routeModules(src))) {
        const chunk = byModule.get(file);
        const at = pathOf.get(name);
        if (!chunk || !at) throw new Error(`route-preload: no chunk or path for route ${name}`);
        const code = [...closure(chunk)].filter((f) => !shell.has(f));
        const css = [...cssOf(closure(chunk))].filter((f) => !shellCss.has(f));
        // Styles first: the page renders only once they are in; then its code, the page's own chunk first.
        routes[at] = [...css, ...code].map(indexOf);
      }
      // Everything the script needs, as data; a path it does not list (entry, unknown) asks for nothing. Each
      // link starts a request on the main thread (more than half a millisecond on a phone, more through the
      // service worker), so a page of 60 files is asked for in batches of ${BATCH}, each a task of its own.
      // The function stays as `window.${PRELOAD_ROUTE_GLOBAL}` for the router's in-app navigations (Vite's
      // own per-import lists of code files are turned off: the map of pages to files is this one).
      const source = `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(routes)},s={};function p(path){var x=r[path];if(!x)return;var i=0,c=new MessageChannel;function go(){for(var k=0;k<${BATCH}&&i<x.length;i++){var n=f[x[i]];if(s[n])continue;s[n]=1;k++;var l=document.createElement('link');if(/\\.css$/.test(n)){l.rel='preload';l.as='style'}else{l.rel='modulepreload';n+='.js'}l.crossOrigin='';l.href='/static/'+n;document.head.appendChild(l)}if(i<x.length)c.port2.postMessage(0)}c.port1.onmessage=go;go()}window.${PRELOAD_ROUTE_GLOBAL}=p;p(location.pathname)})()\n`;
      // A file of its own (the Content-Security-Policy allows no inline script), fetched beside the app's
      // code and run as soon as it arrives (async): the page's files are asked for while the rest loads.
      fileName = `static/route-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!fileName) throw new Error('route-preload: index.html written before the bundle');
        return html.replace('</title>', `</title>\n    <script async src="/${fileName}"></script>`);
      },
    },
  };
}

/** Route name → path, from `src/config/paths.ts` (`home: '/pages/home/home'`). */
function routePaths(src: string): Map<string, string> {
  const code = fs.readFileSync(path.join(src, 'config', 'paths.ts'), 'utf8');
  return new Map([...code.matchAll(/^\s+(\w+): '(\/[^']*)',$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));
}
