import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';
import { Svg } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import styles from './chat-composer.module.css';
import { EmojiPanel } from './emoji-panel';

/** Contract: a text message holds at most 2000 characters. */
export const MAX_TEXT = 2000;
/** What chat uploads accept (the server checks the content: images and PDF documents). */
export const CHAT_FILE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,application/pdf';

type Props = {
  onSend: (text: string) => void;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** The bar grew (emoji panel opened): the page keeps the newest message in view. */
  onGrow?: () => void;
};

const SmileIcon = () => (
  <Svg size={26}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 14.5c1.8 2 5.2 2 7 0M9 9.5h.01M15 9.5h.01" />
  </Svg>
);
const PlusIcon = () => (
  <Svg size={26}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v8M8 12h8" />
  </Svg>
);

/**
 * The bar under a chat: a growing text field (Enter sends, Shift+Enter breaks the line), emoji, a file
 * or image to attach, and send. What was typed stays when sending fails: failed bubbles retry themselves.
 */
export function ChatComposer({ onSend, onFile, disabled, onGrow }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [emoji, setEmoji] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const canSend = !disabled && text.trim().length > 0;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
    field.current?.focus();
  };

  const insert = (value: string) => {
    const el = field.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + value + text.slice(end)).slice(0, MAX_TEXT);
    setText(next);
    requestAnimationFrame(() => {
      el?.setSelectionRange(start + value.length, start + value.length);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onFile(file);
  };

  return (
    <div className={styles.composer}>
      <div className={styles.bar}>
        <button
          type="button"
          className={`${styles.icon} ${emoji ? styles.iconOn : ''}`}
          onClick={() => {
            setEmoji(!emoji);
            if (!emoji) requestAnimationFrame(() => onGrow?.());
          }}
          aria-label={t('chat.composer.emoji')}
          aria-expanded={emoji}
          disabled={disabled}
        >
          <SmileIcon />
        </button>
        <textarea
          ref={field}
          className={styles.field}
          value={text}
          rows={1}
          maxLength={MAX_TEXT}
          enterKeyHint="send"
          placeholder={disabled ? t('chat.composer.muted_placeholder') : t('chat.composer.placeholder')}
          aria-label={t('chat.composer.placeholder')}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setEmoji(false)}
        />
        {canSend ? (
          <button type="button" className={styles.send} onClick={send} data-testid="chat-send">
            {t('chat.composer.send')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.icon}
            onClick={() => fileInput.current?.click()}
            aria-label={t('chat.composer.attach')}
            disabled={disabled}
          >
            <PlusIcon />
          </button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_FILE_TYPES}
          hidden
          onChange={onPick}
          data-testid="chat-file-input"
        />
      </div>
      {emoji && !disabled && <EmojiPanel onPick={insert} />}
    </div>
  );
}
