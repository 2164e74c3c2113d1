import { createStore, useStore } from './create-store';

/** Unread chat messages; the socket client feeds it (`chat/notReadNum`), the Messages tab shows it. */
export const unreadStore = createStore(0);

export const useUnreadCount = () => useStore(unreadStore);

/** Badge text of spec section 9: nothing at 0, the number up to 99, then `99+`. */
export function badgeText(count: number): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  return count > 99 ? '99+' : String(Math.floor(count));
}

type Counts = { total: number; list: { chatGroup_id: string; unread: number }[] };

/**
 * Unread per conversation from the server's latest `notReadNum`; `known` false until one arrived. The
 * conversation on screen counts as read (its page marks it read as messages arrive), so neither the
 * badge nor the list flashes a count for it meanwhile.
 */
export const unreadByChatStore = createStore<{ known: boolean; byChat: ReadonlyMap<string, number> }>({
  known: false,
  byChat: new Map(),
});

let latest: Counts | null = null;
let openChat: string | null = null;

function recompute() {
  const byChat = new Map<string, number>();
  let total = 0;
  for (const c of latest?.list ?? []) {
    if (c.chatGroup_id === openChat || c.unread <= 0) continue;
    byChat.set(c.chatGroup_id, c.unread);
    total += c.unread;
  }
  unreadByChatStore.set({ known: latest !== null, byChat });
  unreadStore.set(total);
}

/** The socket's `notReadNum` (and `/chat/MarkRead`'s answer). */
export function applyUnreadCounts(counts: Counts): void {
  latest = counts;
  recompute();
}

/** The chat page of this conversation is showing (null when it closes). */
export function setOpenChat(chatGroupId: string | null): void {
  openChat = chatGroupId;
  if (latest) recompute();
}

/** Logout: no counts until the next login says. */
export function resetUnread(): void {
  latest = null;
  recompute();
}

export const useUnreadByChat = () => useStore(unreadByChatStore);

/** A conversation was just marked read: clear its count now (the server's counts follow). */
export function clearChatUnread(chatGroupId: string): void {
  if (!latest) return;
  latest = { total: latest.total, list: latest.list.filter((c) => c.chatGroup_id !== chatGroupId) };
  latest.total = latest.list.reduce((sum, c) => sum + c.unread, 0);
  recompute();
}
