import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpIcon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useConversationList } from '@/features/chat/api/get-conversation-list';
import { ConnectionBanner } from '@/features/chat/components/connection-banner';
import { ConversationItem } from '@/features/chat/components/conversation-item';
import { useLiveConversations } from '@/features/chat/hooks/use-live-conversations';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { useUnreadByChat } from '@/lib/unread-store';
import styles from './chat.module.css';

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
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];

  const supportButton = (
    <button type="button" className={styles.navButton} onClick={openSupport} aria-label={t('chat.support.start')}>
      <HelpIcon size={22} />
    </button>
  );

  let body: ReactNode;
  if (list.isPending) body = <LoadingState rows={6} />;
  else if (list.isError && items.length === 0)
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else
    body = (
      <PullToRefresh
        onRefresh={async () => {
          await list.refetch();
        }}
        pullingText={t('common.pull_to_refresh')}
        canReleaseText={t('common.release_to_refresh')}
        refreshingText={t('common.refreshing')}
        completeText={t('common.refreshed')}
      >
        {items.length === 0 ? (
          <EmptyState
            title={t('chat.list.empty')}
            description={t('chat.list.empty_desc')}
            action={
              <Button color="primary" shape="rounded" onClick={openSupport}>
                {t('chat.support.start')}
              </Button>
            }
          />
        ) : (
          <>
            <ul className={styles.list} data-testid="conversation-list">
              {items.map((c) => (
                <li key={c.chatGroup_id}>
                  <ConversationItem
                    conversation={c}
                    me={me}
                    unread={unread.known ? (unread.byChat.get(c.chatGroup_id) ?? 0) : c.unread}
                    onOpen={() => void navigate(href(paths.chat, { chatGroup_id: c.chatGroup_id })).catch(() => {})}
                  />
                </li>
              ))}
            </ul>
            <InfiniteScroll
              hasMore={list.hasNextPage}
              threshold={50}
              loadMore={async () => {
                const res = await list.fetchNextPage();
                if (res.isError) throw res.error;
              }}
            >
              {(hasMore, failed, retry) =>
                failed ? (
                  <button type="button" className={styles.retry} onClick={() => void retry()}>
                    {t('common.load_more_failed')}
                  </button>
                ) : (
                  <span className={styles.more}>{hasMore ? t('common.loading') : t('common.no_more')}</span>
                )
              }
            </InfiniteScroll>
          </>
        )}
      </PullToRefresh>
    );

  return (
    <Page title={t('pages.msg')} showBack={false} right={supportButton}>
      <ConnectionBanner />
      {body}
    </Page>
  );
}
