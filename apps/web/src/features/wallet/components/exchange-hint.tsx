import { useTranslation } from 'react-i18next';
import { intlTag } from '@/i18n/locales-list';
import { type Currency, settlementCurrency, toDisplayMinor } from '@/lib/money';
import { useDebounced } from '@/lib/use-debounced';
import { useExchange } from '../api/get-exchange';
import { useMoney } from '../hooks/use-money';
import styles from './amount-field.module.css';

/**
 * "≈ $50.00 USD": what an amount typed in the user's currency is in the settlement currency (what a
 * card or PayPal is charged), from the server's stored rates; the local estimate shows until it answers.
 */
export function ExchangeHint({
  amount,
  typed,
  currency,
}: {
  /** Settlement minor units that will move. */
  amount: number;
  /** What the user typed, display minor units (null when not a number). */
  typed: number | null;
  currency: Currency | null;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney(currency);
  const from = currency?.isLocal ? currency.unit : settlementCurrency.unit;
  const shown = toDisplayMinor(amount, currency);
  const debounced = useDebounced(shown);
  const exchange = useExchange(debounced, from, settlementCurrency.unit);
  if (amount <= 0 || from === settlementCurrency.unit) return null;
  const settled = exchange.data && exchange.data.amount === shown ? exchange.data.result : amount;
  const locale = intlTag[i18n.language as keyof typeof intlTag] ?? 'en-US';
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(settled / 100);
  const usd = `${settlementCurrency.symbol}${text}`;
  // The wallet keeps whole US cents: a typed ฿1,000.00 may move ฿1,000.04. Say so before the user pays.
  const exact = typed !== null && typed !== shown;
  return (
    <p className={styles.exchange} data-testid="exchange-hint">
      {exact
        ? t('wallet.amount.exact', { amount: usd, unit: settlementCurrency.unit, local: money(amount) })
        : t('wallet.amount.approx', { amount: usd, unit: settlementCurrency.unit })}
    </p>
  );
}
