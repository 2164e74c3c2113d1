import { type QueryClient, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

// biome-ignore lint/suspicious/noExplicitAny: matches any fetcher's parameters
type Fetcher = (body: any, opts?: any) => Promise<any>;
type Body<Fn extends Fetcher> = Parameters<Fn>[0];
type Answer<Fn extends Fetcher> = Awaited<ReturnType<Fn>>;

/**
 * What a screen may add to a write's mutation hook (`features/<x>/api/<write>.ts`): its own
 * `onSuccess`/`onError`/`onSettled` run after the hook's own effects (the queries the write changes).
 */
export type MutationConfig<Fn extends Fetcher> = Omit<UseMutationOptions<Answer<Fn>, Error, Body<Fn>>, 'mutationFn'>;

/** What a write does to the cache, once it answered, failed, or either. */
export type WriteEffects<Fn extends Fetcher> = {
  onSuccess?: (answer: Answer<Fn>, body: Body<Fn>, client: QueryClient) => unknown;
  onError?: (error: Error, body: Body<Fn>, client: QueryClient) => unknown;
  onSettled?: (body: Body<Fn>, client: QueryClient) => unknown;
};

/**
 * A write's mutation hook (bulletproof-react's `create-comment.ts`): sends `fetcher`, then applies the
 * write's own effects on the cache (awaited, so `mutateAsync` resolves once the screens read again),
 * then the screen's `mutationConfig` callbacks.
 */
export function useWriteMutation<Fn extends Fetcher>(
  fetcher: Fn,
  effects: WriteEffects<Fn>,
  mutationConfig: MutationConfig<Fn> = {},
) {
  const client = useQueryClient();
  const { onSuccess, onError, onSettled, ...config } = mutationConfig;
  return useMutation<Answer<Fn>, Error, Body<Fn>>({
    ...config,
    onSuccess: async (...args) => {
      await effects.onSuccess?.(args[0], args[1], client);
      return onSuccess?.(...args);
    },
    onError: async (...args) => {
      await effects.onError?.(args[0], args[1], client);
      return onError?.(...args);
    },
    onSettled: async (...args) => {
      await effects.onSettled?.(args[2], client);
      return onSettled?.(...args);
    },
    mutationFn: (body) => fetcher(body),
  });
}
