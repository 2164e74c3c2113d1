import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/submit-button';
import { postSetLogonPassword } from '../api/set-logon-password';
import { checkConfirm, checkCurrentPassword, checkNewPassword } from '../utils/validation';
import styles from './form.module.css';
import { PasswordField } from './password-field';

type Values = { oldPaw: string; newPaw: string; confirm: string };

/** Current password, new password twice: `/user/SetLogonPassword`. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState } = useForm<Values>({
    defaultValues: { oldPaw: '', newPaw: '', confirm: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (v) => {
    try {
      await postSetLogonPassword({ oldPaw: v.oldPaw, newPaw: v.newPaw });
      await onChanged();
    } catch {
      // "The original password is incorrect" and the like are toasted, translated; nothing is cleared
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Controller
        name="oldPaw"
        control={control}
        rules={{ validate: checkCurrentPassword }}
        render={({ field }) => (
          <PasswordField
            label={t('account.form.current_password')}
            autoComplete="current-password"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.oldPaw?.message}
          />
        )}
      />
      <Controller
        name="newPaw"
        control={control}
        rules={{
          validate: (v, all) => {
            const rule = checkNewPassword(v);
            if (rule !== true) return rule;
            return v === all.oldPaw ? 'account.validation.same_password' : true;
          },
        }}
        render={({ field }) => (
          <PasswordField
            label={t('account.form.new_password')}
            placeholder={t('account.form.new_password_placeholder')}
            hint={t('account.form.password_hint')}
            autoComplete="new-password"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.newPaw?.message}
          />
        )}
      />
      <Controller
        name="confirm"
        control={control}
        rules={{ validate: (v, all) => checkConfirm(v, all.newPaw) }}
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
        {t('account.password.submit')}
      </SubmitButton>
    </form>
  );
}
