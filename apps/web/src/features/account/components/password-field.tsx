import Input from 'antd-mobile/es/components/input';
import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { Field } from './field';
import styles from './form.module.css';

type Props = {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  autoComplete: 'new-password' | 'current-password';
  name?: string;
};

/** A password box with show/hide. Passwords are never trimmed; 128 characters may be up to 512 code units. */
export function PasswordField({ label, value, onChange, onBlur, error, hint, placeholder, autoComplete, name }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <Field
      label={label}
      htmlFor={id}
      error={error}
      hint={hint}
      end={
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? t('login.hide_password') : t('login.show_password')}
          aria-pressed={shown}
        >
          {shown ? <EyeIcon size={20} /> : <EyeOffIcon size={20} />}
        </button>
      }
    >
      <Input
        id={id}
        name={name}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder ?? label}
        autoComplete={autoComplete}
        maxLength={512}
      />
    </Field>
  );
}

/** A password field of a react-hook-form form by name (inside its `FormProvider`; its schema checks it). */
export function FormPasswordField({
  name,
  ...rest
}: Omit<Props, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { name: string }) {
  const { control } = useFormContext<Record<string, string>>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <PasswordField
          {...rest}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
