/**
 * What `react` means in the web build: Preact's React API (`preact/compat`, see `preactAliases` in
 * vite.config.ts) plus the one React 19 hook a library here asks for that Preact does not have.
 */
import compat from 'preact/compat';

// @ts-expect-error preact/compat's types say `export =`; its ESM build has named exports, which this forwards.
export * from 'preact/compat';

/**
 * React 19's `useOptimistic`, which react-router's RouterProvider imports. React shows an optimistic state
 * only while an async transition is pending; Preact runs every transition at once, so none is ever pending
 * and the state shown is always the one passed in. react-router only sets one with `useTransitions`, which
 * this app does not turn on (main.tsx).
 */
export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, () => {}];
}

export default { ...compat, useOptimistic };
