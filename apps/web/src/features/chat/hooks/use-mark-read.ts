import { useEffect, useRef, useState } from 'react';
import { applyUnreadCounts, clearChatUnread, setOpenChat } from '@/lib/unread-store';
import { postMarkRead } from '../api/mark-read';

/** Reads are batched: one call for a burst of arriving messages. */
const MARK_READ_DELAY_MS = 300;

function usePageVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const on = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return visible;
}

function markRead(chatGroupId: string, lastId: string) {
  postMarkRead({ chatGroup_id: chatGroupId, lastId })
    .then(applyUnreadCounts)
    .catch(() => undefined);
}

/**
 * While a conversation is on screen it counts as read: the badge leaves it out, and the newest message
 * shown is marked read on the server (every device of the user then gets the new counts). A read still
 * waiting when the page closes or hides is sent at once.
 */
export function useMarkRead(chatGroupId: string | undefined, newestId: string | undefined) {
  const visible = usePageVisible();
  const pending = useRef<{ chatGroupId: string; lastId: string } | null>(null);
  const marked = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!chatGroupId || !visible) return;
    setOpenChat(chatGroupId);
    return () => {
      setOpenChat(null);
      const waiting = pending.current;
      pending.current = null;
      if (waiting) {
        clearChatUnread(waiting.chatGroupId);
        markRead(waiting.chatGroupId, waiting.lastId);
      }
    };
  }, [chatGroupId, visible]);

  useEffect(() => {
    if (!chatGroupId || !newestId || !visible || marked.current === `${chatGroupId}:${newestId}`) return;
    pending.current = { chatGroupId, lastId: newestId };
    const timer = setTimeout(() => {
      pending.current = null;
      marked.current = `${chatGroupId}:${newestId}`;
      markRead(chatGroupId, newestId);
    }, MARK_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chatGroupId, newestId, visible]);
}
