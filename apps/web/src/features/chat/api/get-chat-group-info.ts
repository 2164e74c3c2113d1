import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getChatGroupInfo } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { chatKeys } from './keys';

export const fetchChatGroupInfo = defineFetcher<typeof getChatGroupInfo>('/user/GetChatGroupInfo', { silent: true });

/** A conversation's name, avatar, members and whether the caller is muted in it. */
export const chatGroupInfoQuery = (chatGroupId: string) =>
  queryOptions({
    queryKey: chatKeys.group(chatGroupId),
    queryFn: ({ signal }) => fetchChatGroupInfo({ chatGroup_id: chatGroupId }, { signal }),
    staleTime: 30_000,
  });

export const useChatGroupInfo = (chatGroupId: string | undefined) =>
  useQuery({ ...chatGroupInfoQuery(chatGroupId ?? ''), enabled: Boolean(chatGroupId) });
