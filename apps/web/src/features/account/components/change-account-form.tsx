import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError, translateError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { postSetAccount } from '../api/set-account';
import { CodePurpose, useSendCode } from '../hooks/use-send-code';
import { checkCode, checkCurrentPassword, composeAccount } from '../utils/validation';
import { AccountInput, type AccountValues } from './account-input';
import type { Choice } from './choice-sheet';
import { CodeField } from './code-field';
import { Field } from './field';
import styles from './form.module.css';
import { PasswordField } from './password-field';

type Values = AccountValues & { code: string; password: string };
type Changed = Awaited<ReturnType<typeof postSetAccount>>;

type Props = {
  current: string;
  areas: Choice[];
  defaultArea: string;
  /** The server refused because of the 7-day rule: the date it becomes possible (ISO). */
  onCooldown: (until: string) => void;
  onChanged: (result: Changed) => Promise<void> | void;
};

/** Rebind the login account: the new one (proven by a rebind code sent to it) and the login password. */
export function ChangeAccountForm({ current, areas, defaultArea, onCooldown, onChanged }: Props) {
  const { t } = useTranslation();
  const currentId = useId();
  const form = useForm<Values>({
    defaultValues: { kind: 'email', email: '', area: defaultArea, phone: '', code: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, getValues, setError, trigger, formState } = form;
  const { errors, isSubmitting } = formState;
  const code = useSendCode(CodePurpose.Rebind);
  const accountOf = (v: AccountValues) => composeAccount(v.kind, v.email, v.area, v.phone);

  const isSame = (v: AccountValues) => accountOf(v).toLowerCase() === current.toLowerCase();

  const sendCode = async () => {
    const v = getValues();
    if (!(await trigger(v.kind))) return;
    if (isSame(v)) {
      setError(v.kind, { message: 'account.validation.same_account' });
      return;
    }
    await code.send(accountOf(v), v.kind);
  };

  const submit = handleSubmit(async (v) => {
    if (isSame(v)) {
      setError(v.kind, { message: 'account.validation.same_account' });
      return;
    }
    const newAccount = accountOf(v);
    const codeToken = code.tokenFor(newAccount);
    if (!codeToken) {
      setError('code', { message: 'account.validation.code_not_sent' });
      return;
    }
    try {
      const result = await postSetAccount({
        oldAccount: current,
        newAccount,
        logonPassword: v.password,
        code: v.code.trim(),
        codeToken,
      });
      await onChanged(result);
    } catch (err) {
      if (err instanceof ApiError && err.key === 'rebind_cooldown' && typeof err.params.date === 'string') {
        onCooldown(err.params.date);
        return;
      }
      toast(translateError(err));
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('account.bind.current')} htmlFor={currentId} readOnly>
          <Input id={currentId} value={current} readOnly />
        </Field>
        <AccountInput areas={areas} label={t('account.bind.new')} />
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
              hint={t('account.bind.code_hint')}
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
          rules={{ validate: checkCurrentPassword }}
          render={({ field }) => (
            <PasswordField
              label={t('account.form.login_password')}
              autoComplete="current-password"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.password?.message}
            />
          )}
        />
        <SubmitButton busy={isSubmitting} busyText={t('account.form.saving')} className={styles.submit}>
          {t('account.bind.submit')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
