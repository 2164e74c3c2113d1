import type { PaymentAccountType } from '@wayfare/contracts';
import { type CurrencyOption, CurrencySelector } from '@/components/ui/currency-selector';
import { DynamicField } from '@/components/ui/dynamic-field';
import { useTranslation } from '@/i18n/use-translation';
import {
  accountTypes,
  type BankErrors,
  type BankFieldKey,
  type BankValues,
  fieldsOf,
  identifierOf,
} from '../utils/bank-fields';
import styles from './bank-form.module.css';
import { ChannelIcon } from './channel-icon';

type Props = {
  values: BankValues;
  onChange: (values: BankValues) => void;
  errors: BankErrors;
  currencies: CurrencyOption[];
  /** Editing an account: its kind and number identify it and cannot change. */
  editing?: boolean;
};

/** The payment account form: kind, then the fields that kind needs, then the currency it is paid in. */
export function BankForm({ values, onChange, errors, currencies, editing }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<BankValues>) => onChange({ ...values, ...patch });
  const locked = editing ? identifierOf(values.type) : null;

  return (
    <div className={styles.form}>
      <fieldset className={styles.types} disabled={editing}>
        <legend className={styles.legend}>{t('wallet.bank.field.type')}</legend>
        <div className={styles.typeGrid} role="radiogroup" aria-label={t('wallet.bank.field.type')}>
          {accountTypes.map((type: PaymentAccountType) => (
            // biome-ignore lint/a11y/useSemanticElements: a tile-sized radio with an icon
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={values.type === type}
              className={`${styles.type} ${values.type === type ? styles.typeOn : ''}`}
              onClick={() => set({ type })}
              data-type={type}
            >
              <ChannelIcon kind={type} size={34} />
              <span>{t(`wallet.bank.type.${type}`)}</span>
            </button>
          ))}
        </div>
      </fieldset>

      <div className={styles.fields}>
        {fieldsOf[values.type].map((spec) => {
          const key = spec.key as BankFieldKey;
          if (key === locked)
            return (
              <div key={key} className={styles.locked}>
                <span className={styles.lockedLabel}>{t(spec.label)}</span>
                <span className={styles.lockedValue}>{values[key]}</span>
                <span className={styles.lockedHint}>{t('wallet.bank.number_locked')}</span>
              </div>
            );
          return (
            <DynamicField
              key={`${values.type}-${key}`}
              spec={spec}
              value={values[key]}
              onChange={(v) => set({ [key]: v } as Partial<BankValues>)}
              error={errors[key]}
            />
          );
        })}
        <div className={styles.unitRow}>
          <span className={styles.unitLabel}>
            {t('wallet.bank.field.unit')}
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          </span>
          <CurrencySelector options={currencies} value={values.unit} onChange={(unit) => set({ unit })} />
        </div>
        {errors.unit && (
          <p className={styles.error} role="alert">
            {t(errors.unit, { field: t('wallet.bank.field.unit') })}
          </p>
        )}
      </div>
    </div>
  );
}
