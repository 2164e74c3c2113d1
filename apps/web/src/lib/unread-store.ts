import { createStore, useStore } from './create-store';

/** Unread chat messages; the socket client feeds it (`chat/notReadNum`), the Messages tab shows it. */
export const unreadStore = createStore(0);

export const useUnreadCount = () => useStore(unreadStore);

/** Badge text of spec section 9: nothing at 0, the number up to 99, then `99+`. */
export function badgeText(count: number): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  return count > 99 ? '99+' : String(Math.floor(count));
}
