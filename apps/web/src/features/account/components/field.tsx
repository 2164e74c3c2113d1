import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './form.module.css';

type Props = {
  label: ReactNode;
  /** Id of the control, so the label names it. */
  htmlFor?: string;
  /** An i18n key (from the validation rules) or a translated text. */
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
  /** Shown before the control inside the box (area code button, icon). */
  start?: ReactNode;
  /** Shown after the control inside the box (eye toggle, send-code button). */
  end?: ReactNode;
  /** A value shown for reference, not for editing. */
  readOnly?: boolean;
};

/** A labelled form field: a bordered box holding the control, then the error (or a hint) below it. */
export function Field({ label, htmlFor, error, hint, optional, children, start, end, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const message = error ? (i18n.exists(error) ? t(error) : error) : null;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
        {optional && <span className={styles.optional}>{t('account.form.optional')}</span>}
      </label>
      <div className={`${styles.box} ${message ? styles.invalid : ''} ${readOnly ? styles.readOnly : ''}`}>
        {start}
        {children}
        {end}
      </div>
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : (
        hint && <p className={styles.hint}>{hint}</p>
      )}
    </div>
  );
}
