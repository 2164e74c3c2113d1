import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getMessageList } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { CATCH_UP_PAGE_SIZE, chatKeys, HISTORY_PAGE_SIZE } from './keys';

export const fetchMessageList = defineFetcher<typeof getMessageList>('/chat/GetMessageList', { silent: true });

/**
 * One conversation's history, newest page first: each further page holds the messages before the oldest
 * one shown (scrolling up). Every page lists oldest first.
 */
export const messageHistoryQuery = (chatGroupId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatGroupId),
    queryFn: ({ pageParam, signal }) =>
      fetchMessageList(
        { chatGroup_id: chatGroupId, limt: HISTORY_PAGE_SIZE, ...(pageParam ? { beforeId: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore && last.list[0] ? last.list[0].id : undefined),
    staleTime: 0,
  });

export const useMessageHistory = (chatGroupId: string | undefined) =>
  useInfiniteQuery({ ...messageHistoryQuery(chatGroupId ?? ''), enabled: Boolean(chatGroupId) });

/** Catch-up after a reconnect: every message of the caller after an id, in every conversation. */
export const fetchMessagesAfter = (afterId: string) => fetchMessageList({ afterId, limt: CATCH_UP_PAGE_SIZE });
