import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import type { useSendCode } from '../hooks/use-send-code';
import { Field } from './field';
import { SendCodeButton } from './send-code-button';

/** The sending state of a code (`useSendCode`): the button's countdown and labels follow it. */
type Sender = Pick<ReturnType<typeof useSendCode>, 'left' | 'sending' | 'sent'>;

type Props = {
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  sender: Sender;
  onSend: () => void;
};

/** The 6-digit verification code with its send button and countdown. */
export function CodeField({ value, onChange, onBlur, error, hint, sender, onSend }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Field
      label={t('account.form.code')}
      htmlFor={id}
      error={error}
      hint={hint}
      end={<SendCodeButton left={sender.left} sending={sender.sending} sent={sender.sent !== null} onSend={onSend} />}
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

/** The form's `code` field (inside a react-hook-form `FormProvider`; the form's schema checks it). */
export function FormCodeField({ sender, onSend, hint }: Pick<Props, 'sender' | 'onSend' | 'hint'>) {
  const { control } = useFormContext<{ code: string }>();
  return (
    <Controller
      name="code"
      control={control}
      render={({ field, fieldState }) => (
        <CodeField
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          hint={hint}
          sender={sender}
          onSend={onSend}
        />
      )}
    />
  );
}

/** A code sent to the user's own account (proving it is them): says where the code goes. */
export function OwnAccountCodeField({
  account,
  ...rest
}: Omit<Props, 'hint' | 'onSend' | 'sender'> & { account: string; sender: ReturnType<typeof useSendCode> }) {
  const { t } = useTranslation();
  return (
    <CodeField
      {...rest}
      hint={t('account.code.to_account', { account })}
      onSend={() => void rest.sender.send(account, account.includes('@') ? 'email' : 'phone')}
    />
  );
}
