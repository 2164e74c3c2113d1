import routeTexts from 'virtual:route-texts';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect, useSearchParams } from 'react-router';
import { loginHref, type PathName, paths, publicPaths } from '@/config/paths';
import { loadFeatureTexts } from '@/i18n';
import { isLoggedIn } from '@/lib/session';
import { yieldToMain } from '@/lib/yield';
import { preloadRoute } from './preload-route';

/** Spec section 2: a page that has not loaded in 60 s shows the error page with retry. */
export const PAGE_TIMEOUT_MS = 60_000;

export class PageTimeoutError extends Error {
  override name = 'PageTimeoutError';
}

export function withTimeout<T>(promise: Promise<T>, ms = PAGE_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = setTimeout(() => reject(new PageTimeoutError('page load timed out')), ms);
    promise.then(
      (v) => {
        clearTimeout(id);
        resolve(v);
      },
      (e) => {
        clearTimeout(id);
        reject(e);
      },
    );
  });
}

/**
 * Query parameters reach pages as props (spec section 2). React keeps `key` and `ref` for itself, so
 * every page also gets the whole set as `query` (the rich page's `key` arrives that way).
 */
export type QueryProps = Record<string, string | undefined>;
const reserved = new Set(['key', 'ref', 'query', 'children']);

function useQueryProps(): Record<string, unknown> {
  const [params] = useSearchParams();
  const query: QueryProps = Object.fromEntries(params.entries());
  const props: Record<string, unknown> = { query };
  for (const [k, v] of Object.entries(query)) if (!reserved.has(k)) props[k] = v;
  return props;
}

// biome-ignore lint/suspicious/noExplicitAny: pages declare their own query prop names
type PageModule = { default: ComponentType<any> };

/** Pages behind a login send a visitor to login first, then back here. */
export function requireLogin({ request }: LoaderFunctionArgs) {
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  throw redirect(loginHref(`${url.pathname}${url.search}`));
}

/** A lazily loaded page at one of the spec's paths. */
export function pageRoute(name: PathName, load: () => Promise<PageModule>): RouteObject {
  const path = paths[name];
  return {
    path,
    id: name,
    loader: publicPaths.has(path) ? undefined : requireLogin,
    lazy: async () => {
      // Every file of the page asked for at once (the route-preload script's map, a few links per task), so
      // its imports do not wait for one another; without the script they load as the imports are met.
      preloadRoute(path);
      // In a task of its own: importing the page is not nothing.
      await yieldToMain();
      // The page's code and its features' texts come together, so it never shows a bare key.
      const [mod] = await withTimeout(Promise.all([load(), loadFeatureTexts(routeTexts[name] ?? [])]));
      const Screen = mod.default;
      return {
        Component: function PageWithQuery() {
          return <Screen {...useQueryProps()} />;
        },
      };
    },
  };
}

/** A spec page whose feature has not landed: a finished "coming soon" screen, never a blank one. */
export function comingSoonRoute(name: PathName, opts: { tab?: boolean } = {}): RouteObject {
  return pageRoute(name, async () => {
    const { ComingSoon } = await import('./routes/system/coming-soon');
    return {
      default: function ComingSoonPage() {
        return <ComingSoon name={name} tab={opts.tab} />;
      },
    };
  });
}
