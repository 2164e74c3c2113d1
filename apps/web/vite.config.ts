import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryStylesheet } from './inline-css';
import { routePreload } from './route-preload';
import { routeTexts } from './route-texts';

const backend = process.env.WAYFARE_API ?? 'http://127.0.0.1:3000';

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the build over 1 kB,
 * once, after every other plugin wrote its files (the service worker too): the server sends them as they are
 * (apps/server/src/plugins/web.ts, `preCompressed`), so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const text = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return {
    name: 'wayfare-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!text.test(file)) continue;
          const body = fs.readFileSync(file);
          if (body.length < 1024) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

/**
 * antd-mobile's ConfigProvider imports zh-CN as its default locale, which put a Chinese locale chunk on every
 * page. The app always passes the active locale (i18n/index.ts loads only that one), so the default is en-US.
 */
function antdDefaultLocale(): Plugin {
  return {
    name: 'wayfare-antd-default-locale',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === '../../locales/zh-CN' && importer?.includes(`config-provider${path.sep}config-provider`)) {
        return this.resolve('antd-mobile/es/locales/en-US', importer, { skipSelf: true });
      }
      return null;
    },
  };
}

/**
 * antd-mobile's Input draws its clear control as a `div` with an aria-label (a label on an element with no
 * role, which axe rejects, and no way to reach it by keyboard): make it a real button. Fails the build if
 * an antd-mobile upgrade changes the code, so the fix is never silently lost.
 */
function antdInputClearButton(): Plugin {
  const target = /antd-mobile[\\/]es[\\/]components[\\/]input[\\/]input\.js$/;
  // biome-ignore lint/suspicious/noTemplateCurlyInString: antd-mobile's own source text
  const before = 'shouldShowClear && React.createElement("div", {\n    className: `${classPrefix}-clear`,';
  const after = before.replace('"div", {', '"button", {\n    type: "button",');
  return {
    name: 'wayfare-antd-input-clear-button',
    transform(code, id) {
      if (!target.test(id)) return null;
      if (!code.includes(before)) throw new Error('antd-mobile Input changed: review wayfare-antd-input-clear-button');
      return code.replace(before, after);
    },
  };
}

/**
 * React's API from Preact (`preact/compat`): the same components and hooks for about 11 kB gzipped instead of
 * React's 66, which the first-load budgets need (README "Web performance"). Every import of React, React
 * DOM (antd-mobile's and react-router's too) resolves here; the web unit tests use the same
 * aliases (vitest.config.ts), so they test what ships.
 */
export const preactAliases = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/lib/react-compat.ts', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // antd-mobile's fallback renderer (utils/render.js) from Preact rather than rc-util's React 18 code.
  {
    find: /^rc-util\/lib\/React\/render$/,
    replacement: fileURLToPath(new URL('./src/lib/antd-render.ts', import.meta.url)),
  },
];

export default defineConfig({
  plugins: [
    react(),
    antdDefaultLocale(),
    antdInputClearButton(),
    routeTexts(),
    routePreload(),
    inlineEntryStylesheet(),
    // The service worker (Workbox, generated at build): it precaches the whole build, so every screen's code
    // is there offline once the app has loaded, and answers page loads with the precached index.html when
    // the network is gone. API calls, sockets, uploads, update checks and the back office are never
    // touched. A new build's worker takes over at once and drops the old files; a page still running the
    // old build then fails one lazy import and reloads into the new one (app/components/route-error.tsx).
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // main.tsx registers it (app/service-worker.ts); the manifest is public/manifest.webmanifest.
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        // Everything a screen shows: the largest build file (the map) is about 150 kB before compression.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/admin/,
          /^\/ws/,
          /^\/AppUpdate/,
          /^\/healthz/,
          /^\/uploads\//,
          /^\/PaypalCaptureOrder/,
        ],
        // Hashed names carry their version: no cache-busting query.
        dontCacheBustURLsMatching: /^static\//,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [],
      },
    }),
    precompress(),
  ],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactAliases] },
  server: {
    host: true,
    proxy: {
      '/api': backend,
      '/assets': backend,
      '/uploads': backend,
      '/AppUpdate': backend,
      '/healthz': backend,
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    // index.html keeps its links for the shell's files; a page's own code files are asked for by the
    // route-preload script's function (route-preload.ts), not by per-import lists Vite would write into the
    // shell (they duplicated that map: 5.6 of the shell's 21 kB). Styles still come through Vite's helper.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    outDir: 'dist',
    // Vite's own hashed files live under /static so they never collide with the server's /assets (demo images).
    assetsDir: 'static',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // The framework every screen needs sits in a few long-cached chunks; antd-mobile and the screens
        // are split by use, so the first paint only loads what the entry route renders.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'i18n', test: /node_modules[\\/]i18next[\\/]/, priority: 20 },
            // Animation and gesture code only popups, swipers and toasts need: never on the first paint.
            { name: 'motion', test: /node_modules[\\/](@react-spring|@use-gesture)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
