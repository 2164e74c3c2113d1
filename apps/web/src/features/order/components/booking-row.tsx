import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import styles from './booking-fields.module.css';

/** The translated message of a form field's error (a contract rule's key, or the server's text), or null. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (error: FieldError | undefined, field: string) =>
    error?.message ? t(`validation.${error.message}`, { field, defaultValue: error.message }) : null;
}

type RowProps = {
  label: string;
  htmlFor: string;
  error: string | null;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
};

/** One labelled field of a booking form (a passenger, a guest, the contact) with its error or hint. */
export function Row({ label, htmlFor, error, hint, optional, children }: RowProps) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.row} ${error ? styles.invalid : ''}`}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
        {optional && <span className={styles.optional}>{t('order.checkout.optional')}</span>}
      </label>
      <div className={styles.control}>
        {children}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          hint && <p className={styles.hint}>{hint}</p>
        )}
      </div>
    </div>
  );
}
