import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTranslation } from '@/i18n/use-translation';
import { postCodeSetPaw } from '../api/code-set-paw';
import { useAccountCode } from '../hooks/use-account-code';
import { CodePurpose } from '../hooks/use-send-code';
import { type AccountValues, forgetPasswordSchema } from '../utils/form-schemas';
import type { AccountKind } from '../utils/validation';
import { AccountInput } from './account-input';
import type { Choice } from './choice-sheet';
import { FormCodeField } from './code-field';
import styles from './form.module.css';
import { NewPasswordFields } from './new-password-fields';

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
    resolver: zodResolver(forgetPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const code = useAccountCode(form, CodePurpose.Reset);

  const submit = form.handleSubmit(async (v) => {
    const account = code.accountOf(v);
    const codeToken = code.tokenOr(account);
    if (!codeToken) return;
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
        <FormCodeField sender={code.sender} onSend={() => void code.send()} />
        <NewPasswordFields />
        <SubmitButton busy={form.formState.isSubmitting} busyText={t('account.form.saving')} className={styles.submit}>
          {t('account.forget.submit')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
