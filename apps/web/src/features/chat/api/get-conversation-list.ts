import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getConversationList } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { CONVERSATION_PAGE_SIZE, chatKeys } from './keys';

export const fetchConversationList = defineFetcher<typeof getConversationList>('/chat/GetConversationList', {
  silent: true,
});

/** The caller's conversations, most recent activity first, page by page. */
export const conversationListQuery = () =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: ({ pageParam, signal }) =>
      fetchConversationList({ page: pageParam, limt: CONVERSATION_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 5_000,
  });

export const useConversationList = () => useInfiniteQuery(conversationListQuery());

/** The newest message id the caller can see: the list is ordered by last message, so its first row has it. */
export async function fetchLatestMessageId(): Promise<string | null> {
  const { list } = await fetchConversationList({ page: 1, limt: 1 });
  return list[0]?.lastMessage?.id ?? null;
}
