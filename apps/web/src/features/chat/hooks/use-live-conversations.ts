import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import type { Conversation, getConversationList, OnMessageData, ResponseOf } from '@wayfare/contracts';
import { useEffect } from 'react';
import { compareIds } from '@/lib/message-cursor';
import { getSocketClient } from '@/lib/socket';
import { chatKeys } from '../api/keys';

type Page = ResponseOf<typeof getConversationList>;

/**
 * Keeps the loaded conversation list live: a new message moves its conversation to the top with the new
 * preview; a message in a conversation not loaded yet (a new chat), or a reconnect, reads the list again.
 */
export function useLiveConversations() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocketClient();
    const key = chatKeys.conversations();
    const offMessage = socket.on('onMessage', (raw) => {
      const data = raw as OnMessageData;
      if (data.kind !== 'chat') return;
      const { message } = data;
      const cached = queryClient.getQueryData<InfiniteData<Page>>(key);
      if (!cached) return;
      let found: Conversation | undefined;
      for (const page of cached.pages) found ??= page.list.find((c) => c.chatGroup_id === message.chatGroup_id);
      if (!found) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      if (found.lastMessage && compareIds(found.lastMessage.id, message.id) >= 0) return;
      const updated: Conversation = { ...found, lastMessage: message, updatedAt: message.createdAt };
      const pages = cached.pages.map((page, i) => {
        const list = page.list.filter((c) => c.chatGroup_id !== message.chatGroup_id);
        return { ...page, list: i === 0 ? [updated, ...list] : list };
      });
      queryClient.setQueryData<InfiniteData<Page>>(key, { ...cached, pages });
    });
    const offReady = socket.on('ready', (raw) => {
      if ((raw as { reconnect?: boolean }).reconnect) void queryClient.invalidateQueries({ queryKey: key });
    });
    return () => {
      offMessage();
      offReady();
    };
  }, [queryClient]);
}
