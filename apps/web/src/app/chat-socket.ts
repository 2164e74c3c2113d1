import { fetchLatestMessageId } from '@/features/chat/api/get-conversation-list';
import { fetchMessagesAfter } from '@/features/chat/api/get-message-list';
import { i18n } from '@/i18n';
import { endSession } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { setSocketClient } from '@/lib/socket';
import { createSocketClient, socketRules } from '@/lib/socket-client';
import { toast } from '@/lib/toast';
import { applyUnreadCounts, resetUnread } from '@/lib/unread-store';

/** Shown while the time-out lasts: long enough to read, repeated on every failed tap. */
const TIMEOUT_TOAST_MS = 3000;

/**
 * Installs the real chat socket before anything subscribes to it (start logic opens it after login or
 * at start, logout and the login-expired flows close it): unread counts feed the Messages tab badge,
 * `-90` and `remoteLogin` run the same logout as an HTTP -100, and after the reconnect attempts run out
 * the app says "The connection timed out, click the screen to try again." and reconnects on the next tap.
 */
export function installChatSocket(): void {
  const client = createSocketClient({
    url: () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${socketRules.path}`,
    userId: () => sessionStore.get()?._id || undefined,
    fetchAfter: (afterId) => fetchMessagesAfter(afterId),
    fetchLatestId: fetchLatestMessageId,
    onSessionEnded: (token, reason) => endSession(token, reason === 'remote_login' ? 'remote_login' : undefined),
    isOnline: () => navigator.onLine !== false,
    events: window,
  });

  const retryOnTap = () => client.retry();
  client.on('state', (state) => {
    // Visible to tests and tools: whether live chat is connected right now.
    document.documentElement.dataset.socket = String(state);
    if (state === 'timedOut') {
      toast(i18n.t('chat.connection.timed_out'), TIMEOUT_TOAST_MS);
      document.addEventListener('pointerup', retryOnTap, { once: true, capture: true });
    } else {
      document.removeEventListener('pointerup', retryOnTap, { capture: true });
    }
    if (state === 'closed') resetUnread();
  });
  client.on('notReadNum', (counts) => applyUnreadCounts(counts as Parameters<typeof applyUnreadCounts>[0]));
  // Logged out in another tab (or anywhere the login is cleared): stop chatting for that session.
  sessionStore.subscribe(() => {
    if (!sessionStore.get()?.token && client.state !== 'idle' && client.state !== 'closed') client.close();
  });
  setSocketClient(client);
}
