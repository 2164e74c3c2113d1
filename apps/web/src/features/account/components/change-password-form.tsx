import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTranslation } from '@/i18n/use-translation';
import { postSetLogonPassword } from '../api/set-logon-password';
import { changePasswordSchema } from '../utils/form-schemas';
import styles from './form.module.css';
import { NewPasswordFields } from './new-password-fields';
import { FormPasswordField } from './password-field';

type Values = { oldPaw: string; newPaw: string; confirm: string };

/** Current password, new password twice: `/user/SetLogonPassword`. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    defaultValues: { oldPaw: '', newPaw: '', confirm: '' },
    resolver: zodResolver(changePasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, formState } = form;

  const submit = handleSubmit(async (v) => {
    try {
      await postSetLogonPassword({ oldPaw: v.oldPaw, newPaw: v.newPaw });
      await onChanged();
    } catch {
      // "The original password is incorrect" and the like are toasted, translated; nothing is cleared
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormPasswordField name="oldPaw" label={t('account.form.current_password')} autoComplete="current-password" />
        <NewPasswordFields name="newPaw" />
        <SubmitButton busy={formState.isSubmitting} busyText={t('account.form.saving')} className={styles.submit}>
          {t('account.password.submit')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
