import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { routeTexts } from './route-texts';
import { preactAliases } from './vite.config';

export default defineProject({
  plugins: [react(), routeTexts()],
  // The tests run on what ships: Preact behind React's API (vite.config.ts), with Preact's `act`.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^react$/, replacement: fileURLToPath(new URL('./src/test/react-with-act.ts', import.meta.url)) },
      ...preactAliases.filter((a) => String(a.find) !== String(/^react$/)),
    ],
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/preact-require.ts', './src/test/setup.ts'],
    css: false,
    // Libraries that import React go through Vite too, so the aliases above reach them (not Node's React);
    // Preact itself (and the test tools) stays with Node, so CommonJS code that requires React gets the
    // very same Preact (src/test/preact-require.ts).
    server: {
      deps: {
        inline: [/node_modules[\\/](?!(preact|vite|vitest|@vitest|rolldown|jsdom)[\\/])/],
        external: [/node_modules[\\/]preact[\\/]/],
      },
    },
    testTimeout: 15_000,
  },
});
