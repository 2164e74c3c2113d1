import { LazyImage } from '@/components/ui/lazy-image';
import styles from './chat-avatar.module.css';

type Props = { src: string | null | undefined; name: string; size?: number };

/** A round avatar; without a picture, the first letter of the name on a soft colour. */
export function ChatAvatar({ src, name, size = 44 }: Props) {
  const style = { width: size, height: size, minWidth: size };
  if (src) return <LazyImage src={src} alt="" round className={styles.avatar} style={style} />;
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? '';
  return (
    <span
      className={`${styles.avatar} ${styles.letter}`}
      style={{ ...style, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {letter}
    </span>
  );
}
