import { useTranslation } from 'react-i18next';
import { intlTag } from '@/i18n/locales-list';
import { useCurrency } from '@/lib/currency';
import { type Currency, formatMoney } from '@/lib/money';
import styles from './price-tag.module.css';

type Props = {
  /** Integer minor units of the settlement currency. */
  amount: number;
  /** Defaults to the signed-in user's currency. */
  currency?: Currency | null;
  /** A struck-through original price beside it. */
  original?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Text before the price, e.g. "from". */
  prefix?: string;
  tone?: 'brand' | 'plain';
  className?: string;
};

/** An amount in the user's currency with 2 decimals; the cents are set smaller, like a shelf price. */
export function PriceTag({ amount, currency, original, size = 'md', prefix, tone = 'brand', className }: Props) {
  const { i18n } = useTranslation();
  const userCurrency = useCurrency();
  const cur = currency === undefined ? userCurrency : currency;
  const locale = intlTag[i18n.language as keyof typeof intlTag] ?? 'en-US';
  const text = formatMoney(amount, cur, locale);
  const m = /^(-?\D*?)([\d.,\s]+?)([.,]\d{2})$/.exec(text);
  return (
    <span className={`${styles.tag} ${styles[size]} ${tone === 'plain' ? styles.plain : ''} ${className ?? ''}`}>
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <span className={styles.amount}>
        <span className="wf-sr-only">{text}</span>
        {m ? (
          <>
            <span className={styles.symbol} aria-hidden="true">
              {m[1]}
            </span>
            <span aria-hidden="true">{m[2]}</span>
            <span className={styles.cents} aria-hidden="true">
              {m[3]}
            </span>
          </>
        ) : (
          <span aria-hidden="true">{text}</span>
        )}
      </span>
      {original !== undefined && original > amount && (
        <s className={styles.original}>{formatMoney(original, cur, locale)}</s>
      )}
    </span>
  );
}
