import type { ChatMessage } from '@wayfare/contracts';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { DocumentIcon } from '@/components/ui/icons';
import { LazyImage } from '@/components/ui/lazy-image';
import { useTranslation } from '@/i18n/use-translation';
import { useIntlLocale } from '@/lib/format';
import { useLongPress } from '@/lib/use-long-press';
import { formatFileSize } from '../utils/file-size';
import { ChatAvatar } from './chat-avatar';
import styles from './message-bubble.module.css';
import { OrderCard, PayRequestCard } from './message-cards';

export type BubbleState = 'sent' | 'pending' | 'failed';

type Props = {
  message: ChatMessage;
  mine: boolean;
  state?: BubbleState;
  /** The reason a failed bubble failed, translated. */
  failure?: string;
  onRetry?: () => void;
  /** Long press on a text bubble. */
  onLongPress?: (message: ChatMessage) => void;
  onPreview?: (url: string) => void;
  /** Show the sender's name (group chats). */
  showName?: boolean;
};

/** A system notice: its title is an i18n key (with the content as fallback), centred, no bubble. */
export function SystemNotice({ message }: { message: Extract<ChatMessage, { kind: 'system' }> }) {
  const { t } = useTranslation();
  const title = message.notice.title ? t(message.notice.title, { ...message.notice.params, defaultValue: '' }) : '';
  return (
    <div className={styles.notice} data-testid="chat-notice">
      <span>{[title, message.content].filter(Boolean).join(' · ')}</span>
    </div>
  );
}

function Body({ message, onPreview }: Pick<Props, 'message' | 'onPreview'>) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  switch (message.kind) {
    case 'image': {
      const { file } = message;
      const ratio = file.width && file.height ? file.width / file.height : 1;
      return (
        <button
          type="button"
          className={styles.imageButton}
          onClick={() => onPreview?.(file.url)}
          aria-label={t('chat.bubble.open_image')}
        >
          <LazyImage
            src={file.url}
            alt={t('chat.bubble.image')}
            ratio={Math.min(Math.max(ratio, 0.5), 2)}
            className={styles.image}
          />
        </button>
      );
    }
    case 'file':
      return (
        <a className={styles.file} href={message.file.url} download={message.file.name} target="_blank" rel="noopener">
          <span className={styles.fileIcon}>
            <DocumentIcon size={26} />
          </span>
          <span className={styles.fileText}>
            <span className={styles.fileName}>{message.file.name}</span>
            <span className={styles.fileMeta}>
              {formatFileSize(message.file.size, locale)} · {t('chat.bubble.download')}
            </span>
          </span>
        </a>
      );
    case 'order':
      return <OrderCard order={message.order} note={message.content} />;
    case 'pay_request':
      return <PayRequestCard request={message.payRequest} note={message.content} />;
    default:
      return <span className={styles.text}>{message.content}</span>;
  }
}

/**
 * One message: own messages on the right in the brand colour, others on the left with their avatar.
 * Text bubbles copy on long press; a pending bubble spins, a failed one offers a retry.
 */
export function MessageBubble({
  message,
  mine,
  state = 'sent',
  failure,
  onRetry,
  onLongPress,
  onPreview,
  showName,
}: Props) {
  const { t } = useTranslation();
  const { didFire: _didFire, ...press } = useLongPress(() => onLongPress?.(message));
  const plain = message.kind === 'text';
  const name = message.sender?.name ?? '';
  return (
    <div className={`${styles.row} ${mine ? styles.mine : ''}`} data-testid="chat-message" data-state={state}>
      {!mine && <ChatAvatar src={message.sender?.head} name={name} size={36} />}
      <div className={styles.column}>
        {showName && !mine && name && <span className={styles.name}>{name}</span>}
        <div className={styles.line}>
          {mine && state === 'pending' && (
            <span className={styles.status} role="status" aria-label={t('chat.bubble.sending')}>
              <SpinLoading style={{ '--size': '16px' }} color="currentColor" />
            </span>
          )}
          {mine && state === 'failed' && (
            <button
              type="button"
              className={styles.retry}
              onClick={onRetry}
              aria-label={t('chat.bubble.retry')}
              title={failure}
              data-testid="chat-retry"
            >
              !
            </button>
          )}
          <div
            className={`${styles.bubble} ${plain ? styles.textBubble : styles.cardBubble}`}
            data-testid="chat-bubble"
            {...(plain && onLongPress ? press : {})}
          >
            <Body message={message} onPreview={onPreview} />
          </div>
        </div>
        {mine && state === 'failed' && failure && <span className={styles.failure}>{failure}</span>}
      </div>
    </div>
  );
}
