import type { createBrowserRouter } from 'react-router';
import { bindNavigation, createNavigation } from '@/lib/navigation';

type AppRouter = ReturnType<typeof createBrowserRouter>;

const BASE_KEY = 'wf.nav_base';

/** react-router keeps the entry's position in `history.state.idx`; our stack starts at `base`. */
function historyIndex(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

function readBase(): number {
  const raw = Number(sessionStorage.getItem(BASE_KEY));
  return Number.isFinite(raw) ? raw : 0;
}

function writeBase(value: number) {
  try {
    sessionStorage.setItem(BASE_KEY, String(value));
  } catch {
    // private mode: the stack count then only lives in memory
  }
}

/** Connect the navigation rules of lib/navigation to the data router. */
export function bindRouterNavigation(router: AppRouter): void {
  let base = readBase();
  bindNavigation(
    createNavigation({
      push: (url) => router.navigate(url),
      replace: (url) => router.navigate(url, { replace: true }),
      go: (delta) => router.navigate(delta),
      depth: () => {
        const idx = historyIndex();
        if (idx < base) {
          base = idx;
          writeBase(base);
        }
        return idx - base + 1;
      },
      resetDepth: () => {
        base = historyIndex();
        writeBase(base);
      },
    }),
  );
}
