import type { ChatMessage } from '@wayfare/contracts';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useTranslation } from '@/i18n/use-translation';
import { translateError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format';
import type { useChatMessages } from '../hooks/use-chat-messages';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { needsTimeLine } from '../utils/time';
import styles from './chat-screen.module.css';
import { MessageBubble, SystemNotice } from './message-bubble';

type Props = {
  chat: ReturnType<typeof useChatMessages>;
  me: string;
  /** Group chats name each sender. */
  showNames: boolean;
  onLongPress: (m: ChatMessage) => void;
  onPreview: (src: string) => void;
};

/**
 * A conversation's messages, oldest first, with a time line where they are minutes apart; older pages
 * load when the top comes into view, and the list follows new messages (see `useChatScroll`).
 */
export function MessageList({ chat, me, showNames, onLongPress, onPreview }: Props) {
  const { t } = useTranslation();
  const { clock } = useDateFormat();
  const { history, rows } = chat;
  const top = useChatScroll(history, rows);

  if (history.isPending) return <LoadingState rows={5} />;
  if (history.isError && rows.length === 0)
    return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <div className={styles.messages} data-testid="chat-messages">
      <div ref={top} className={styles.top}>
        {history.isFetchingNextPage
          ? t('common.loading')
          : history.hasNextPage
            ? ''
            : rows.length > 0
              ? t('chat.page.start')
              : t('chat.page.empty')}
      </div>
      {rows.map((row, i) => {
        const prev = rows[i - 1]?.message.createdAt;
        const m = row.message;
        return (
          <div key={row.key}>
            {needsTimeLine(prev, m.createdAt) && <div className={styles.time}>{clock(m.createdAt)}</div>}
            {m.kind === 'system' ? (
              <SystemNotice message={m} />
            ) : (
              <MessageBubble
                message={m}
                mine={m.senderId === me}
                state={row.outgoing ? row.outgoing.state : 'sent'}
                failure={row.outgoing?.error ? translateError(row.outgoing.error) : undefined}
                onRetry={() => chat.retry(row.key)}
                onLongPress={onLongPress}
                onPreview={onPreview}
                showName={showNames}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
