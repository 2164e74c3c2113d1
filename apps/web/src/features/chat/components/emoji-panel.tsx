import { useTranslation } from '@/i18n/use-translation';
import styles from './chat-composer.module.css';

/** Common emoji, in the order most chat apps offer them. */
export const EMOJI = (
  '😀 😂 🤣 😊 😍 😘 😎 🤔 😅 😭 😡 😱 👍 👎 👏 🙏 💪 👌 ✌️ 🤝 ❤️ 💔 🔥 🎉 ' +
  '🎁 🌹 ☕ 🍜 🍕 🍔 🍰 🍺 ✈️ 🏨 🚗 🛵 📦 💰 ✅ ❌ ⏰ 👋'
).split(' ');

/** A grid of emoji; tapping one adds it where the cursor is. */
export function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.emoji} role="listbox" aria-label={t('chat.composer.emoji')}>
      {EMOJI.map((e) => (
        <button
          key={e}
          type="button"
          role="option"
          aria-selected={false}
          className={styles.emojiButton}
          onClick={() => onPick(e)}
        >
          {e}
        </button>
      ))}
    </div>
  );
}
