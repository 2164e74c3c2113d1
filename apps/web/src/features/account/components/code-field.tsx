import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';
import { SendCodeButton } from './send-code-button';

type Props = {
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  left: number;
  sending: boolean;
  sent: boolean;
  onSend: () => void;
};

/** The 6-digit verification code with its send button and countdown. */
export function CodeField({ value, onChange, onBlur, error, hint, left, sending, sent, onSend }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Field
      label={t('account.form.code')}
      htmlFor={id}
      error={error}
      hint={hint}
      end={<SendCodeButton left={left} sending={sending} sent={sent} onSend={onSend} />}
    >
      <Input
        id={id}
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
        onBlur={onBlur}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('account.form.code_placeholder')}
        maxLength={6}
      />
    </Field>
  );
}
