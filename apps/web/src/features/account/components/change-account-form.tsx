import { zodResolver } from '@hookform/resolvers/zod';
import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { postSetAccount } from '../api/set-account';
import { useAccountCode } from '../hooks/use-account-code';
import { CodePurpose } from '../hooks/use-send-code';
import { type AccountValues, changeAccountSchema } from '../utils/form-schemas';
import { AccountInput } from './account-input';
import type { Choice } from './choice-sheet';
import { FormCodeField } from './code-field';
import { Field } from './field';
import styles from './form.module.css';
import { FormPasswordField } from './password-field';

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
    resolver: zodResolver(changeAccountSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, setError, formState } = form;
  const { isSubmitting } = formState;
  const sameAsNow = (account: string) =>
    account.toLowerCase() === current.toLowerCase() ? 'account.validation.same_account' : null;
  const code = useAccountCode(form, CodePurpose.Rebind, { refuse: sameAsNow });

  const submit = handleSubmit(async (v) => {
    const newAccount = code.accountOf(v);
    const same = sameAsNow(newAccount);
    if (same) {
      setError(v.kind, { message: same });
      return;
    }
    const codeToken = code.tokenOr(newAccount);
    if (!codeToken) return;
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
        <FormCodeField sender={code.sender} onSend={() => void code.send()} hint={t('account.bind.code_hint')} />
        <FormPasswordField name="password" label={t('account.form.login_password')} autoComplete="current-password" />
        <SubmitButton busy={isSubmitting} busyText={t('account.form.saving')} className={styles.submit}>
          {t('account.bind.submit')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
