/**
 * The route-preload script (`apps/web/route-preload.ts`, loaded by index.html) keeps a function under this
 * name that asks for every file of a page at once, from the build's map of pages to files.
 */
export const PRELOAD_ROUTE_GLOBAL = '__wfPreloadRoute';

/** Asks for the files of the page at `path` (nothing when the script did not load or knows no such page). */
export function preloadRoute(path: string): void {
  const fn = (window as unknown as Record<string, ((path: string) => void) | undefined>)[PRELOAD_ROUTE_GLOBAL];
  fn?.(path);
}
