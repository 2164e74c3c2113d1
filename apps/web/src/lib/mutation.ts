import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen may add to a write's mutation hook (`features/<x>/api/<write>.ts`): its own
 * `onSuccess`/`onError`/`onSettled` run after the hook has invalidated the queries the write changes.
 */
// biome-ignore lint/suspicious/noExplicitAny: matches any fetcher's parameters
export type MutationConfig<Fn extends (...args: any[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;
