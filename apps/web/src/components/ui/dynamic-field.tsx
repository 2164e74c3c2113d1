import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DateTimePicker } from './date-time-picker/date-time-picker';
import styles from './dynamic-field.module.css';
import { ChevronRightIcon } from './icons';

/** A form field described by data (payment channel forms send their fields this way). */
export type FieldSpec = {
  key: string;
  /** Display text, or an i18n key. */
  label: string;
  type?: 'text' | 'number' | 'digits' | 'phone' | 'email' | 'password' | 'textarea' | 'select' | 'date';
  placeholder?: string;
  required?: boolean;
  options?: { label: string; value: string }[];
  /** Spec section 5: text inputs default to 140 characters. */
  maxLength?: number;
  /** A regular expression the value must match. */
  pattern?: string;
};

export const DEFAULT_MAX_LENGTH = 140;

/** Spec section 5: null, blank, NaN, an empty array or object count as empty. */
export function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (typeof v === 'number') return Number.isNaN(v);
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v).length === 0;
  return false;
}

/** The i18n key of what is wrong with `value`, or null. */
export function validateField(spec: FieldSpec, value: string): string | null {
  if (isEmpty(value)) return spec.required ? 'validation.required' : null;
  const v = value.trim();
  if (spec.type === 'number' && !/^\d+(\.\d{1,2})?$/.test(v)) return 'validation.number';
  if (spec.type === 'digits' && !/^\d+$/.test(v)) return 'validation.number';
  if (spec.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v)) return 'validation.email';
  if (spec.type === 'phone' && !/^\+?[0-9][0-9 -]{5,23}$/.test(v)) return 'validation.phone';
  if (spec.pattern) {
    try {
      if (!new RegExp(spec.pattern).test(v)) return 'validation.format';
    } catch {
      // a broken pattern from the server does not block the user
    }
  }
  return null;
}

type Props = { spec: FieldSpec; value: string; onChange: (value: string) => void; error?: string | null };

export function DynamicField({ spec, value, onChange, error }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const text = (s: string | undefined) => (s && i18n.exists(s) ? t(s) : (s ?? ''));
  const label = text(spec.label);
  const placeholder = text(spec.placeholder) || t('widgets.enter_field', { field: label });
  const maxLength = spec.maxLength ?? DEFAULT_MAX_LENGTH;
  const type = spec.type ?? 'text';

  let control: ReactNode;
  if (type === 'textarea') {
    control = (
      <TextArea
        id={id}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={maxLength}
        autoSize
        showCount
      />
    );
  } else if (type === 'select' || type === 'date') {
    const options = spec.options ?? [];
    const index = options.findIndex((o) => o.value === value);
    const shown = type === 'date' ? value : options[index]?.label;
    control = (
      <DateTimePicker
        {...(type === 'date'
          ? { mode: 'date' as const, value, onChange: (e: { value: string }) => onChange(e.value) }
          : {
              mode: 'selector' as const,
              range: options.map((o) => text(o.label)),
              value: Math.max(index, 0),
              onChange: (e: { value: number }) => onChange(options[e.value]?.value ?? ''),
            })}
        title={label}
      >
        <span id={id} className={shown ? styles.value : styles.placeholder}>
          {shown ? text(shown) : t('widgets.choose_field', { field: label })}
          <ChevronRightIcon size={16} />
        </span>
      </DateTimePicker>
    );
  } else {
    const inputType = type === 'password' ? 'password' : type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'text';
    const inputMode =
      type === 'number' ? 'decimal' : type === 'digits' ? 'numeric' : type === 'phone' ? 'tel' : undefined;
    control = (
      <Input
        id={id}
        type={inputType}
        inputMode={inputMode}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={maxLength}
        clearable
        autoComplete="off"
      />
    );
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {spec.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.control}>{control}</div>
      {error && (
        <p className={styles.error} role="alert">
          {t(error, { field: label })}
        </p>
      )}
    </div>
  );
}
