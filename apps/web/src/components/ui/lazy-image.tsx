import { type CSSProperties, useState } from 'react';
import styles from './lazy-image.module.css';

type Props = {
  src: string | null | undefined;
  alt: string;
  /** Width / height, e.g. `16 / 9`; the placeholder keeps the space so nothing jumps. */
  ratio?: number;
  className?: string;
  style?: CSSProperties;
  /** Above-the-fold images load at once. */
  eager?: boolean;
  round?: boolean;
};

/** An image that loads lazily behind a soft placeholder and falls back to it when the file fails. */
export function LazyImage({ src, alt, ratio, className, style, eager, round }: Props) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  return (
    <span
      className={`${styles.frame} ${round ? styles.round : ''} ${className ?? ''}`}
      style={{ ...(ratio ? { aspectRatio: String(ratio) } : {}), ...style }}
      data-state={state}
    >
      {src && state !== 'failed' && (
        <img
          className={styles.img}
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
      {state !== 'loaded' && <span className={styles.placeholder} aria-hidden="true" />}
    </span>
  );
}
