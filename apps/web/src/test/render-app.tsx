import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { bindNavigation, createNavigation } from '@/lib/navigation';
import { render } from './render';

/** The whole app (routes, providers, navigation rules) in a memory router at `url`. */
export function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  let depth = 1;
  bindNavigation(
    createNavigation({
      push: async (u) => {
        depth += 1;
        await router.navigate(u);
      },
      replace: (u) => router.navigate(u, { replace: true }),
      go: async (d) => {
        depth = Math.max(1, depth + d);
        await router.navigate(d);
      },
      depth: () => depth,
      resetDepth: () => {
        depth = 1;
      },
    }),
  );
  const view = render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
