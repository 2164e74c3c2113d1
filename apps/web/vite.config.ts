import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.WAYFARE_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
            // Animation and gesture code only popups, swipers and toasts need: never on the first paint.
            { name: 'motion', test: /node_modules[\\/](@react-spring|@use-gesture)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
