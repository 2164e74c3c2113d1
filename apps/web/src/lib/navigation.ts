import { isKnownPath, isTabPath, paths } from '@/config/paths';

/**
 * Page navigation with the rules of spec section 2:
 * - navigate, redirect, relaunch and switchTab need a url;
 * - tab pages cannot be reached by navigate or redirect, switchTab only reaches tab pages;
 * - an unknown page fails with `page <url> is not found`;
 * - the same url asked again while its navigation is still running fails with `locked`;
 * - back clamps its step count to the open pages minus one.
 */
export type NavigationAdapter = {
  push(url: string): Promise<void> | void;
  replace(url: string): Promise<void> | void;
  go(delta: number): Promise<void> | void;
  /** Pages open in this app session (>= 1). */
  depth(): number;
  /** Forget the pages below the current one (after relaunch or switchTab). */
  resetDepth(): void;
};

export class NavigationError extends Error {
  override name = 'NavigationError';
}

export type Navigation = ReturnType<typeof createNavigation>;

export function createNavigation(adapter: NavigationAdapter) {
  const locked = new Set<string>();

  async function run(url: string | undefined, check: (url: string) => void, go: (url: string) => unknown) {
    if (typeof url !== 'string' || url.trim() === '') throw new NavigationError('url is required');
    if (!isKnownPath(url)) throw new NavigationError(`page ${url} is not found`);
    check(url);
    if (locked.has(url)) throw new NavigationError('locked');
    locked.add(url);
    try {
      await go(url);
    } finally {
      locked.delete(url);
    }
  }

  const notTab = (kind: string) => (url: string) => {
    if (isTabPath(url)) throw new NavigationError(`${kind} can not open the tab page ${url}, use switchTab`);
  };

  return {
    /** Open a page on top of the current one. */
    navigate: (url: string) => run(url, notTab('navigate'), adapter.push),
    /** Replace the current page. */
    redirect: (url: string) => run(url, notTab('redirect'), adapter.replace),
    /** Close every page and open this one. */
    relaunch: (url: string) =>
      run(
        url,
        () => {},
        async (u) => {
          await adapter.replace(u);
          adapter.resetDepth();
        },
      ),
    /** Show a tab page, closing the non-tab pages above it. */
    switchTab: (url: string) =>
      run(
        url,
        (u) => {
          if (!isTabPath(u)) throw new NavigationError(`switchTab can only open tab pages, ${u} is not one`);
        },
        async (u) => {
          await adapter.replace(u);
          adapter.resetDepth();
        },
      ),
    /** Go back `delta` pages, never past the first page of this session. Returns the steps taken. */
    back(delta = 1): number {
      const steps = Math.min(Math.max(1, Math.floor(delta) || 1), adapter.depth() - 1);
      if (steps > 0) void adapter.go(-steps);
      return Math.max(0, steps);
    },
    /** The nav bar's back: home entry when this is the only page, else one page back. */
    backOrHome(): void {
      if (adapter.depth() > 1) void adapter.go(-1);
      else void adapter.replace(paths.entry);
    },
    depth: () => adapter.depth(),
  };
}

let bound: Navigation | null = null;

/** The app binds its router once at start-up; screens and lib code then use the helpers below. */
export function bindNavigation(nav: Navigation): void {
  bound = nav;
}

function nav(): Navigation {
  if (!bound) throw new NavigationError('navigation is not ready');
  return bound;
}

export const navigate = (url: string) => nav().navigate(url);
export const redirect = (url: string) => nav().redirect(url);
export const relaunch = (url: string) => nav().relaunch(url);
export const switchTab = (url: string) => nav().switchTab(url);
export const back = (delta?: number) => nav().back(delta);
export const backOrHome = () => nav().backOrHome();
