import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Business errors are answers, not glitches: only transport failures are retried (once). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, err) => count < 1 && err instanceof ApiError && err.transport,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
