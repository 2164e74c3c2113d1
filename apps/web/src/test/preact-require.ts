import Module, { createRequire } from 'node:module';

/**
 * Libraries shipped as CommonJS (ahooks, rc-util under antd-mobile) `require('react')` through Node, past
 * Vite's aliases: send those to Preact too, the same instance the ESM side gets (vitest.config.ts keeps
 * preact itself external, so both load it through Node).
 */
const require = createRequire(import.meta.url);
const targets: Record<string, string> = {
  react: require.resolve('preact/compat'),
  'react-dom': require.resolve('preact/compat'),
  'react-dom/client': require.resolve('preact/compat/client'),
  'react/jsx-runtime': require.resolve('preact/jsx-runtime'),
  'react/jsx-dev-runtime': require.resolve('preact/jsx-dev-runtime'),
};
type Resolve = (request: string, ...rest: unknown[]) => string;
const mod = Module as unknown as { _resolveFilename: Resolve };
const original = mod._resolveFilename;
mod._resolveFilename = function (request: string, ...rest: unknown[]) {
  return targets[request] ?? original.call(this, request, ...rest);
};
