import type { Conversation } from '@wayfare/contracts';
import Badge from 'antd-mobile/es/components/badge';
import { useTranslation } from '@/i18n/use-translation';
import { useDateFormat } from '@/lib/format';
import { badgeText } from '@/lib/unread-store';
import { messagePreview } from '../utils/preview';
import { ChatAvatar } from './chat-avatar';
import styles from './conversation-item.module.css';

type Props = { conversation: Conversation; unread: number; me: string; onOpen: () => void };

/** The name of a conversation as the user should read it (the support chat's in their language). */
export function useConversationName(c: Pick<Conversation, 'kind' | 'name'>): string {
  const { t } = useTranslation();
  return c.kind === 'support' ? t('chat.support.name') : c.name || t('chat.list.unnamed');
}

/** A row of the Messages tab: avatar, name, last message, its time, and the unread count. */
export function ConversationItem({ conversation: c, unread, me, onOpen }: Props) {
  const { t } = useTranslation();
  const { listTime } = useDateFormat();
  const name = useConversationName(c);
  const last = c.lastMessage;
  const mine = last?.senderId === me && last.kind !== 'system';
  const preview = messagePreview(last, t);
  const count = badgeText(unread);
  return (
    <button type="button" className={styles.item} onClick={onOpen} data-testid="conversation">
      <span className={styles.avatar}>
        <ChatAvatar src={c.avatar} name={name} size={48} />
      </span>
      <span className={styles.body}>
        <span className={styles.top}>
          <span className={styles.name}>{name}</span>
          <span className={styles.time}>{listTime(c.updatedAt, t('chat.time.yesterday'))}</span>
        </span>
        <span className={styles.bottom}>
          <span className={styles.preview}>{mine ? t('chat.list.you_said', { text: preview }) : preview}</span>
          {count && (
            // A standalone badge sits in the row; wrapping a child would float it past the row's edge.
            <span className={styles.badge} data-testid="conversation-unread">
              <Badge content={count} />
              <span className="wf-sr-only">{t('tabs.unread', { count: unread })}</span>
            </span>
          )}
        </span>
      </span>
    </button>
  );
}
