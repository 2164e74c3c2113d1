import { useIntlLocale } from '@/lib/format';
import { formatMoney, moneyParts } from '@/lib/money';
import styles from './price-tag.module.css';

type Props = {
  /** Integer minor units of `unit`. */
  amount: number;
  /** The currency the amount came with (ISO 4217 code). */
  unit: string;
  /** A struck-through original price beside it (same currency). */
  original?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Text before the price, e.g. "from". */
  prefix?: string;
  tone?: 'brand' | 'plain';
  className?: string;
};

/** An amount in its own currency and decimals; the minor units are set smaller, like a shelf price. */
export function PriceTag({ amount, unit, original, size = 'md', prefix, tone = 'brand', className }: Props) {
  const locale = useIntlLocale();
  const text = formatMoney(amount, unit, locale);
  const p = moneyParts(amount, unit, locale);
  return (
    <span className={`${styles.tag} ${styles[size]} ${tone === 'plain' ? styles.plain : ''} ${className ?? ''}`}>
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <span className={styles.amount} data-unit={unit}>
        <span className="wf-sr-only">{text}</span>
        <span className={styles.symbol} aria-hidden="true">
          {p.sign}
          {p.symbol}
        </span>
        <span aria-hidden="true">{p.whole}</span>
        {p.fraction && (
          <span className={styles.cents} aria-hidden="true">
            {p.fraction}
          </span>
        )}
      </span>
      {original !== undefined && original > amount && (
        <s className={styles.original}>{formatMoney(original, unit, locale)}</s>
      )}
    </span>
  );
}
