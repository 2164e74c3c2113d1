import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './address-form.module.css';

type Props = {
  label: ReactNode;
  htmlFor?: string;
  /** An i18n key of what is wrong. */
  error?: string;
  optional?: boolean;
  hint?: ReactNode;
  /** Shown after the control inside the box. */
  end?: ReactNode;
  children: ReactNode;
};

/** A labelled field of the address form: the bordered control, then its error or hint. */
export function FormField({ label, htmlFor, error, optional, hint, end, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
        {optional && <span className={styles.optional}>{t('address.form.optional')}</span>}
      </label>
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
        {children}
        {end}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {t(error)}
        </p>
      ) : (
        hint && <p className={styles.hint}>{hint}</p>
      )}
    </div>
  );
}
