import { useTranslation } from '@/i18n/use-translation';
import { FormPasswordField } from './password-field';

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
  return (
    <>
      <FormPasswordField
        name={name}
        label={label ?? t('account.form.new_password')}
        placeholder={t('account.form.new_password_placeholder')}
        hint={t('account.form.password_hint')}
        autoComplete="new-password"
      />
      <FormPasswordField
        name="confirm"
        label={t('account.form.confirm_password')}
        placeholder={t('account.form.confirm_placeholder')}
        autoComplete="new-password"
      />
    </>
  );
}
