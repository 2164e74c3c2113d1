import type { ChatMessage } from '@wayfare/contracts';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import Button from 'antd-mobile/es/components/button';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useAppInfo } from '@/features/app-config/api/get-app-info';
import { useChatGroupInfo } from '@/features/chat/api/get-chat-group-info';
import { type ChatTarget, useOpenConversation } from '@/features/chat/api/open-conversation';
import { ChatComposer } from '@/features/chat/components/chat-composer';
import { ConnectionBanner } from '@/features/chat/components/connection-banner';
import { useConversationName } from '@/features/chat/components/conversation-item';
import { MessageBubble, SystemNotice } from '@/features/chat/components/message-bubble';
import { useChatMessages } from '@/features/chat/hooks/use-chat-messages';
import { useMarkRead } from '@/features/chat/hooks/use-mark-read';
import { isOverLimit } from '@/features/chat/utils/file-size';
import { needsTimeLine } from '@/features/chat/utils/time';
import { translateError } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { useDateFormat } from '@/lib/format';
import { switchTab } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import styles from './chat.module.css';

type Props = {
  /** An existing conversation. */
  chatGroup_id?: string;
  /** Or the user to chat with (the direct chat is found or made). */
  toId?: string;
  /** Or `1`: the user's support chat. */
  support?: string;
  /** An order of the user's to offer as a card ("Ask about order …"), e.g. from the order page's help. */
  oid?: string;
};

/** Spec section 5: chat files up to %s MB; the server's figure once `/config/info` answered. */
const DEFAULT_FILE_MAX_MB = 10;
/** How close to the bottom counts as "reading the newest": new messages then scroll into view. */
const NEAR_BOTTOM_PX = 160;

const scrollHeight = () => document.documentElement.scrollHeight;
const nearBottom = () => window.innerHeight + window.scrollY >= scrollHeight() - NEAR_BOTTOM_PX;
const toBottom = (smooth = false) => window.scrollTo({ top: scrollHeight(), behavior: smooth ? 'smooth' : 'auto' });

/**
 * The chat page (`/pages/chat/chat`): opened with `chatGroup_id`, or with `toId` (direct chat with a
 * user) or `support=1` (the support chat), which find or create the conversation first.
 */
export default function Chat({ chatGroup_id, toId, support, oid }: Props) {
  const { t } = useTranslation();
  const target: ChatTarget | null = chatGroup_id ? null : toId ? { toId } : support ? { support: true } : null;
  const opened = useOpenConversation(target);
  const id = chatGroup_id ?? opened.data?.chatGroup_id;

  if (id) return <Conversation id={id} oid={oid} />;
  let body: ReactNode;
  if (!target)
    body = (
      <EmptyState
        title={t('chat.page.none')}
        action={
          <Button color="primary" shape="rounded" onClick={() => void switchTab(paths.msg)}>
            {t('chat.page.to_messages')}
          </Button>
        }
      />
    );
  else if (opened.isError) body = <ErrorState error={opened.error} onRetry={() => void opened.refetch()} />;
  else body = <LoadingState rows={5} />;
  return <Page title={t('pages.chat')}>{body}</Page>;
}

function Conversation({ id, oid }: { id: string; oid?: string }) {
  const { t } = useTranslation();
  const { clock } = useDateFormat();
  const me = useLoginUser()?._id ?? '';
  const info = useChatGroupInfo(id);
  const maxMb = useAppInfo().data?.chatFileMaxMb ?? DEFAULT_FILE_MAX_MB;
  const [mutedNow, setMutedNow] = useState(false);
  const muted = Boolean(info.data?.muted) || mutedNow;
  const chat = useChatMessages(id, me, () => setMutedNow(true));
  const { history, rows } = chat;
  const [menuFor, setMenuFor] = useState<ChatMessage | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [offer, setOffer] = useState<'shown' | 'sending' | 'sent'>('shown');
  const sendOrder = async (orderId: string) => {
    setOffer('sending');
    try {
      await chat.sendOrder(orderId);
      setOffer('sent');
    } catch (err) {
      toast(translateError(err));
      setOffer('shown');
    }
  };
  const name = useConversationName({ kind: info.data?.kind ?? 'direct', name: info.data?.name ?? '' });
  const title = info.data ? name : t('pages.chat');

  const newestStored = [...rows].reverse().find((r) => !r.outgoing)?.message.id;
  useMarkRead(id, newestStored);

  // Scrolling: start at the newest message; keep the place when older pages load above; follow new
  // messages when the reader is at the bottom (or sent one).
  const started = useRef(false);
  const lastKey = useRef<string | undefined>(undefined);
  const pagesLoaded = history.data?.pages.length ?? 0;
  const heightBeforeOlder = useRef<number | null>(null);
  const wasNearBottom = useRef(true);
  wasNearBottom.current = started.current ? nearBottom() : true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an older page was added above
  useLayoutEffect(() => {
    if (heightBeforeOlder.current !== null) {
      window.scrollBy(0, scrollHeight() - heightBeforeOlder.current);
      heightBeforeOlder.current = null;
    }
  }, [pagesLoaded]);

  useLayoutEffect(() => {
    const last = rows.at(-1);
    if (!last) return;
    if (!started.current) {
      started.current = true;
      toBottom();
    } else if (last.key !== lastKey.current && (wasNearBottom.current || last.outgoing)) {
      toBottom(true);
    }
    lastKey.current = last.key;
  }, [rows]);

  const top = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = top.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting) || !started.current) return;
      if (!history.hasNextPage || history.isFetchingNextPage) return;
      heightBeforeOlder.current = scrollHeight();
      void history.fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [history]);

  const onFile = (file: File) => {
    if (isOverLimit(file.size, maxMb)) {
      toast(t('chat.composer.file_too_large', { mb: maxMb }));
      return;
    }
    chat.sendFile(file);
  };

  let content: ReactNode;
  if (history.isPending) content = <LoadingState rows={5} />;
  else if (history.isError && rows.length === 0)
    content = <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  else
    content = (
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
                  onLongPress={setMenuFor}
                  onPreview={setPreview}
                  showName={info.data?.kind === 'group'}
                />
              )}
            </div>
          );
        })}
      </div>
    );

  return (
    <Page
      title={title}
      footer={
        muted ? (
          <div className={styles.muted} role="alert" data-testid="chat-muted">
            {t('errors.muted')}
          </div>
        ) : (
          <>
            {oid && offer !== 'sent' && (
              <div className={styles.offer} data-testid="chat-order-offer">
                <span className={styles.offerText}>{t('chat.page.attach_order', { oid })}</span>
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  shape="rounded"
                  loading={offer === 'sending'}
                  onClick={() => void sendOrder(oid)}
                  data-testid="chat-send-order"
                >
                  {t('chat.page.send_order')}
                </Button>
              </div>
            )}
            <ChatComposer onSend={chat.sendText} onFile={onFile} onGrow={() => toBottom(true)} />
          </>
        )
      }
    >
      <div className={styles.sticky}>
        <ConnectionBanner />
      </div>
      {content}
      <ActionSheet
        visible={menuFor !== null}
        actions={[{ key: 'copy', text: t('chat.actions.copy') }]}
        cancelText={t('common.cancel')}
        onAction={() => {
          if (menuFor) void copyText(menuFor.content);
          setMenuFor(null);
        }}
        onClose={() => setMenuFor(null)}
      />
      <ImageViewer image={preview ?? ''} visible={preview !== null} onClose={() => setPreview(null)} />
    </Page>
  );
}
