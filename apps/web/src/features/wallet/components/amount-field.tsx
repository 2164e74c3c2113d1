import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/lib/money';
import { useMoney } from '../hooks/use-money';
import {
  type AmountLimits,
  type AmountProblem,
  type AmountValue,
  amountFromSettlement,
  currentAmount,
  parseAmountText,
} from '../utils/amount';
import styles from './amount-field.module.css';
import { ExchangeHint } from './exchange-hint';

type Props = {
  label: string;
  value: AmountValue;
  onChange: (value: AmountValue) => void;
  currency: Currency | null;
  limits: AmountLimits | null;
  /** Suggested amounts (settlement minor units); those outside the bounds are left out. */
  chips?: number[];
  /** Shows an "All" button that fills in this amount. */
  all?: number;
  problem?: AmountProblem | null;
  disabled?: boolean;
};

/** The text of an amount problem, with its bounds in the user's currency. */
export function useAmountProblemText(currency: Currency | null) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  return (p: AmountProblem) => {
    switch (p.key) {
      case 'wallet.amount.below_min':
        return t(p.key, { min: money(p.min) });
      case 'wallet.amount.above_max':
        return t(p.key, { max: money(p.max) });
      case 'wallet.amount.over_balance':
        return t(p.key, { balance: money(p.balance) });
      default:
        return t(p.key);
    }
  };
}

/**
 * Amount in the user's currency: chips, free entry (decimal pad), the bounds or what is wrong, and the
 * amount in the settlement currency beside it.
 */
export function AmountField({ label, value, onChange, currency, limits, chips, all, problem, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const money = useMoney(currency);
  const problemText = useAmountProblemText(currency);
  const shownChips = (chips ?? []).filter((c) => !limits || (c >= limits.min && c <= limits.max));
  const amount = currentAmount(value, currency);
  const symbol = currency?.isLocal ? currency.symbol : '$';

  return (
    <div className={styles.field}>
      <div className={styles.head}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {all !== undefined && (
          <button
            type="button"
            className={styles.all}
            disabled={disabled || all <= 0}
            onClick={() => onChange(amountFromSettlement(all, currency))}
          >
            {t('wallet.amount.all')}
          </button>
        )}
      </div>
      <div className={`${styles.box} ${problem ? styles.invalid : ''}`}>
        <span className={styles.symbol} aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          className={styles.input}
          type="text"
          value={value.text}
          onChange={(e) => onChange({ text: e.target.value.replace(/[^\d.,]/g, ''), exact: value.exact })}
          placeholder={t('wallet.amount.placeholder')}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={16}
          disabled={disabled}
          aria-invalid={Boolean(problem)}
          aria-describedby={`${id}-hint`}
        />
        {value.text !== '' && !disabled && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => onChange({ text: '' })}
            aria-label={t('wallet.amount.clear')}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className={problem ? styles.error : styles.hint} role={problem ? 'alert' : undefined}>
        {problem
          ? problemText(problem)
          : limits
            ? t('wallet.amount.bounds', { min: money(limits.min), max: money(limits.max) })
            : ''}
      </p>
      <ExchangeHint amount={amount} typed={parseAmountText(value.text)} currency={currency} />
      {shownChips.length > 0 && (
        <div className={styles.chips}>
          {shownChips.map((c) => {
            const on = value.exact === c && amount === c;
            return (
              <button
                key={c}
                type="button"
                className={`${styles.chip} ${on ? styles.chipOn : ''}`}
                aria-pressed={on}
                disabled={disabled}
                onClick={() => onChange(amountFromSettlement(c, currency))}
              >
                {money(c)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
