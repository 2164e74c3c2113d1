import type { ChatMessage } from '@wayfare/contracts';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import Button from 'antd-mobile/es/components/button';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { type ReactNode, useState } from 'react';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useAppInfo } from '@/features/app-config/api/get-app-info';
import { useChatGroupInfo } from '@/features/chat/api/get-chat-group-info';
import { type ChatTarget, useOpenConversation } from '@/features/chat/api/open-conversation';
import { ChatComposer } from '@/features/chat/components/chat-composer';
import styles from '@/features/chat/components/chat-screen.module.css';
import { ConnectionBanner } from '@/features/chat/components/connection-banner';
import { useConversationName } from '@/features/chat/components/conversation-item';
import { MessageList } from '@/features/chat/components/message-list';
import { OrderOffer } from '@/features/chat/components/order-offer';
import { useChatMessages } from '@/features/chat/hooks/use-chat-messages';
import { toBottom } from '@/features/chat/hooks/use-chat-scroll';
import { useMarkRead } from '@/features/chat/hooks/use-mark-read';
import { isOverLimit } from '@/features/chat/utils/file-size';
import { useTranslation } from '@/i18n/use-translation';
import { copyText } from '@/lib/clipboard';
import { switchTab } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';

type Props = {
  /** An existing conversation. */
  chatGroup_id?: string;
  /** Or the user to chat with (the direct chat is found or made). */
  toId?: string;
  /** Or `1`: the user's support chat. */
  support?: string;
  /**
   * An order of the user's: opening support with it posts its card there (support then acknowledges);
   * another chat offers it as a card ("Ask about order …").
   */
  oid?: string;
};

/** Spec section 5: chat files up to %s MB; the server's figure once `/config/info` answered. */
const DEFAULT_FILE_MAX_MB = 10;
/**
 * The chat page (`/pages/chat/chat`): opened with `chatGroup_id`, or with `toId` (direct chat with a
 * user) or `support=1` (the support chat), which find or create the conversation first.
 */
export default function Chat({ chatGroup_id, toId, support, oid }: Props) {
  const { t } = useTranslation();
  const target: ChatTarget | null = chatGroup_id
    ? null
    : toId
      ? { toId }
      : support
        ? { support: true, ...(oid ? { oid } : {}) }
        : null;
  const opened = useOpenConversation(target);
  const id = chatGroup_id ?? opened.data?.chatGroup_id;

  // Support got the order's card when the chat opened; elsewhere it is offered.
  if (id) return <Conversation id={id} oid={target && 'support' in target ? undefined : oid} />;
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
  const me = useLoginUser()?._id ?? '';
  const info = useChatGroupInfo(id);
  const maxMb = useAppInfo().data?.chatFileMaxMb ?? DEFAULT_FILE_MAX_MB;
  const [mutedNow, setMutedNow] = useState(false);
  const muted = Boolean(info.data?.muted) || mutedNow;
  const chat = useChatMessages(id, me, () => setMutedNow(true));
  const [menuFor, setMenuFor] = useState<ChatMessage | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const name = useConversationName({ kind: info.data?.kind ?? 'direct', name: info.data?.name ?? '' });
  useMarkRead(id, [...chat.rows].reverse().find((r) => !r.outgoing)?.message.id);

  const onFile = (file: File) => {
    if (isOverLimit(file.size, maxMb)) toast(t('chat.composer.file_too_large', { mb: maxMb }));
    else chat.sendFile(file);
  };

  return (
    <Page
      title={info.data ? name : t('pages.chat')}
      footer={
        muted ? (
          <div className={styles.muted} role="alert" data-testid="chat-muted">
            {t('errors.muted')}
          </div>
        ) : (
          <>
            {oid && <OrderOffer oid={oid} send={chat.sendOrder} />}
            <ChatComposer onSend={chat.sendText} onFile={onFile} onGrow={() => toBottom(true)} />
          </>
        )
      }
    >
      <div className={styles.sticky}>
        <ConnectionBanner />
      </div>
      <MessageList
        chat={chat}
        me={me}
        showNames={info.data?.kind === 'group'}
        onLongPress={setMenuFor}
        onPreview={setPreview}
      />
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
