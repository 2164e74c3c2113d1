import { queryOptions, useQuery } from '@tanstack/react-query';
import type { openConversation } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { chatKeys } from './keys';

export const postOpenConversation = defineFetcher<typeof openConversation>('/chat/OpenConversation', {
  silent: true,
});

/** A user, or support (with `oid` when opened from one of the user's orders: its card is posted there). */
export type ChatTarget = { toId: string } | { support: true; oid?: string };

/** Finds (or makes) the direct chat with a user, or the caller's support chat. */
export const openConversationQuery = (target: ChatTarget) =>
  queryOptions({
    queryKey: chatKeys.open(
      'toId' in target ? `user:${target.toId}` : target.oid ? `support:${target.oid}` : 'support',
    ),
    queryFn: ({ signal }) => postOpenConversation(target, { signal }),
    staleTime: 60_000,
    retry: false,
  });

export const useOpenConversation = (target: ChatTarget | null) =>
  useQuery({ ...openConversationQuery(target ?? { support: true }), enabled: target !== null });
