import Button from 'antd-mobile/es/components/button';
import { HelpIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { PagedList } from '@/components/ui/paged-list';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useConversationList } from '@/features/chat/api/get-conversation-list';
import styles from '@/features/chat/components/chat-screen.module.css';
import { ConnectionBanner } from '@/features/chat/components/connection-banner';
import { ConversationItem } from '@/features/chat/components/conversation-item';
import { useLiveConversations } from '@/features/chat/hooks/use-live-conversations';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { useUnreadByChat } from '@/lib/unread-store';

const openSupport = () => void navigate(href(paths.chat, { support: 1 })).catch(() => {});

/**
 * The Messages tab: conversations, most recent first, with avatar, name, last message, time and unread
 * count (live from the socket); pull to refresh, infinite scroll, and a way to reach support.
 */
export default function Msg() {
  const { t } = useTranslation();
  const me = useLoginUser()?._id ?? '';
  const list = useConversationList();
  const unread = useUnreadByChat();
  useLiveConversations();

  const supportButton = (
    <button type="button" className={styles.navButton} onClick={openSupport} aria-label={t('chat.support.start')}>
      <HelpIcon size={22} />
    </button>
  );

  return (
    <Page title={t('pages.msg')} showBack={false} right={supportButton}>
      <ConnectionBanner />
      <PagedList
        query={list}
        loading={<LoadingState rows={6} />}
        empty={
          <EmptyState
            title={t('chat.list.empty')}
            description={t('chat.list.empty_desc')}
            action={
              <Button color="primary" shape="rounded" onClick={openSupport}>
                {t('chat.support.start')}
              </Button>
            }
          />
        }
        listClassName={styles.list}
        testId="conversation-list"
        itemKey={(c) => c.chatGroup_id}
        renderItem={(c) => (
          <ConversationItem
            conversation={c}
            me={me}
            unread={unread.known ? (unread.byChat.get(c.chatGroup_id) ?? 0) : c.unread}
            onOpen={() => void navigate(href(paths.chat, { chatGroup_id: c.chatGroup_id })).catch(() => {})}
          />
        )}
      />
    </Page>
  );
}
