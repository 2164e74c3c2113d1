import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/submit-button';
import { postCodeSetPaw } from '../api/code-set-paw';
import { CodePurpose, useSendCode } from '../hooks/use-send-code';
import { type AccountKind, checkCode, checkConfirm, checkNewPassword, composeAccount } from '../utils/validation';
import { AccountInput, type AccountValues } from './account-input';
import type { Choice } from './choice-sheet';
import { CodeField } from './code-field';
import styles from './form.module.css';
import { PasswordField } from './password-field';

type Values = AccountValues & { code: string; password: string; confirm: string };

type Props = {
  areas: Choice[];
  defaultArea: string;
  /** Prefill (an e-mail, or a phone number already split by the page). */
  defaults?: Partial<AccountValues>;
  onReset: (account: string) => Promise<void> | void;
};

/** Forgotten password: the account, a reset code sent to it, and the new password twice. */
export function ForgetPasswordForm({ areas, defaultArea, defaults, onReset }: Props) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    defaultValues: {
      kind: (defaults?.kind as AccountKind) ?? 'email',
      email: defaults?.email ?? '',
      area: defaults?.area ?? defaultArea,
      phone: defaults?.phone ?? '',
      code: '',
      password: '',
      confirm: '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, getValues, setError, trigger, formState } = form;
  const { errors, isSubmitting } = formState;
  const code = useSendCode(CodePurpose.Reset);
  const accountOf = (v: AccountValues) => composeAccount(v.kind, v.email, v.area, v.phone);

  const sendCode = async () => {
    const v = getValues();
    if (!(await trigger(v.kind))) return;
    await code.send(accountOf(v), v.kind);
  };

  const submit = handleSubmit(async (v) => {
    const account = accountOf(v);
    const codeToken = code.tokenFor(account);
    if (!codeToken) {
      setError('code', { message: 'account.validation.code_not_sent' });
      return;
    }
    try {
      await postCodeSetPaw({ account, logonPassword: v.password, code: v.code.trim(), codeToken });
      await onReset(account);
    } catch {
      // translated by the API client; the form keeps its values
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AccountInput areas={areas} />
        <Controller
          name="code"
          control={control}
          rules={{ validate: checkCode }}
          render={({ field }) => (
            <CodeField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.code?.message}
              left={code.left}
              sending={code.sending}
              sent={code.sent !== null}
              onSend={() => void sendCode()}
            />
          )}
        />
        <Controller
          name="password"
          control={control}
          rules={{ validate: checkNewPassword }}
          render={({ field }) => (
            <PasswordField
              label={t('account.form.new_password')}
              placeholder={t('account.form.new_password_placeholder')}
              hint={t('account.form.password_hint')}
              autoComplete="new-password"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.password?.message}
            />
          )}
        />
        <Controller
          name="confirm"
          control={control}
          rules={{ validate: (v, all) => checkConfirm(v, all.password) }}
          render={({ field }) => (
            <PasswordField
              label={t('account.form.confirm_password')}
              placeholder={t('account.form.confirm_placeholder')}
              autoComplete="new-password"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.confirm?.message}
            />
          )}
        />
        <SubmitButton busy={isSubmitting} busyText={t('account.form.saving')} className={styles.submit}>
          {t('account.forget.submit')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
