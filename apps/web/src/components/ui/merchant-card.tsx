import type { MerchantCard as Merchant } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { LazyImage } from './lazy-image';
import styles from './merchant-card.module.css';
import { Rating } from './rating';

type Props = {
  merchant: Merchant;
  onOpen: (m: Merchant) => void;
  /** `large`: the takeout list's bigger picture and name; the home's recommendations are `medium`. */
  size?: 'medium' | 'large';
  /** The label on the picture of a closed merchant. */
  closedText: string;
  /** Greyed picture (closed, or out of delivery range). */
  dim?: boolean;
  /** After the rating on the first line (sales, stars, distance). */
  meta?: ReactNode;
  /** The lines under it ({@link MerchantCardLine}s). */
  children?: ReactNode;
  /** A red label before the tags (out of delivery range). */
  warning?: ReactNode;
  /** Tag texts, already translated and cut to what fits. */
  tags: string[];
  testId: string;
};

/**
 * A merchant or hotel in a list: picture (with "closed"), name, rating and what each list shows under it.
 * The home's recommendations and the takeout list are this one card with their own lines.
 */
export function MerchantCard({
  merchant: m,
  onOpen,
  size = 'medium',
  closedText,
  dim,
  meta,
  children,
  warning,
  tags,
  testId,
}: Props) {
  const classes = [styles.card, size === 'large' ? styles.large : '', dim ? styles.dim : ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} onClick={() => onOpen(m)} data-testid={testId} data-mid={m.mid}>
      <span className={styles.media}>
        <LazyImage src={m.cover || m.logo} alt="" ratio={1} className={styles.cover} />
        {!m.open && <span className={styles.closed}>{closedText}</span>}
      </span>
      <span className={styles.info}>
        <span className={styles.name}>{m.name}</span>
        <span className={styles.line}>
          <Rating value={m.rating} count={m.ratingCount} compact />
          {meta}
        </span>
        {children}
        {(warning || tags.length > 0) && (
          <span className={styles.tags}>
            {warning && <span className={styles.warning}>{warning}</span>}
            {tags.map((tag) => (
              <span key={tag} className={styles.tag}>
                {tag}
              </span>
            ))}
          </span>
        )}
      </span>
    </button>
  );
}

/** A line of small text under the name; `muted` is the quieter one (category, city). */
export function MerchantCardLine({
  muted,
  className,
  children,
}: {
  muted?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={[styles.line, muted ? styles.muted : '', className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
