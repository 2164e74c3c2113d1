import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

type Props = {
  /** The form's field of the new password; its twin is always `confirm`. */
  name?: string;
  /** "Password" on sign-up, "New password" elsewhere. */
  label?: string;
};

/**
 * A new password typed twice, with the length hint (inside a react-hook-form `FormProvider`; the form's
 * schema checks the length and that both match).
 */
export function NewPasswordFields({ name = 'password', label }: Props) {
  const { t } = useTranslation();
  const { control } = useFormContext<Record<string, string>>();
  return (
    <>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField
            label={label ?? t('account.form.new_password')}
            placeholder={t('account.form.new_password_placeholder')}
            hint={t('account.form.password_hint')}
            autoComplete="new-password"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="confirm"
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField
            label={t('account.form.confirm_password')}
            placeholder={t('account.form.confirm_placeholder')}
            autoComplete="new-password"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
