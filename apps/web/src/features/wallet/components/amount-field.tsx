import { currencyDigits } from '@wayfare/contracts';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { currencySymbol } from '@/lib/money';
import { useMoney } from '@/lib/use-money';
import { type AmountLimits, type AmountProblem, type AmountValue, amountValueOf, currentAmount } from '../utils/amount';
import styles from './amount-field.module.css';

type Props = {
  label: string;
  value: AmountValue;
  onChange: (value: AmountValue) => void;
  /** The currency typed in (the channel's); every amount of the field is in its minor units. */
  unit: string;
  limits: AmountLimits | null;
  /** Suggested amounts (minor units of `unit`); those outside the bounds are left out. */
  chips?: number[];
  /** Shows an "All" button that fills in this amount. */
  all?: number;
  problem?: AmountProblem | null;
  disabled?: boolean;
};

/** The text of an amount problem, with its bounds in their currency. */
export function useAmountProblemText() {
  const { t } = useTranslation();
  const money = useMoney();
  return (p: AmountProblem) => {
    switch (p.key) {
      case 'wallet.amount.precision': {
        const digits = currencyDigits(p.unit);
        return digits === 0
          ? t('wallet.amount.precision_none', { symbol: currencySymbol(p.unit), unit: p.unit })
          : t('wallet.amount.precision', { symbol: currencySymbol(p.unit), unit: p.unit, digits });
      }
      case 'wallet.amount.below_min':
        return t(p.key, { min: money(p.min, p.unit) });
      case 'wallet.amount.above_max':
        return t(p.key, { max: money(p.max, p.unit) });
      case 'wallet.amount.over_balance':
        return t(p.key, { balance: money(p.balance, p.unit) });
      default:
        return t(p.key);
    }
  };
}

/**
 * Amount in the channel's currency: chips, free entry (decimal pad, at most the currency's decimals), and
 * the bounds or what is wrong. What is typed is exactly what moves.
 */
export function AmountField({ label, value, onChange, unit, limits, chips, all, problem, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const money = useMoney();
  const problemText = useAmountProblemText();
  const shownChips = (chips ?? []).filter((c) => !limits || (c >= limits.min && c <= limits.max));
  const amount = currentAmount(value, unit);
  const symbol = currencySymbol(unit);
  const decimals = currencyDigits(unit) > 0;

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
            onClick={() => onChange(amountValueOf(all, unit))}
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
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/[^\d.,]/g, ''))}
          placeholder={t('wallet.amount.placeholder')}
          inputMode={decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          enterKeyHint="done"
          maxLength={16}
          disabled={disabled}
          aria-invalid={Boolean(problem)}
          aria-describedby={`${id}-hint`}
        />
        {value !== '' && !disabled && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => onChange('')}
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
            ? t('wallet.amount.bounds', { min: money(limits.min, unit), max: money(limits.max, unit) })
            : ''}
      </p>
      {shownChips.length > 0 && (
        <div className={styles.chips}>
          {shownChips.map((c) => {
            const on = amount === c;
            return (
              <button
                key={c}
                type="button"
                className={`${styles.chip} ${on ? styles.chipOn : ''}`}
                aria-pressed={on}
                disabled={disabled}
                onClick={() => onChange(amountValueOf(c, unit))}
              >
                {money(c, unit)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
