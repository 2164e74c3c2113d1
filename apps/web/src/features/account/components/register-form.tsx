import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/submit-button';
import { postRegister } from '../api/register';
import { readDraft, useFormDraft } from '../hooks/use-form-draft';
import { CodePurpose, type SentCode, useSendCode } from '../hooks/use-send-code';
import {
  type AccountKind,
  checkCode,
  checkConfirm,
  checkInviteCode,
  checkNewPassword,
  composeAccount,
} from '../utils/validation';
import { AccountInput, type AccountValues } from './account-input';
import { AgreementCheck } from './agreement-check';
import type { Choice } from './choice-sheet';
import { CodeField } from './code-field';
import { Field } from './field';
import styles from './form.module.css';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';

export type RegisterValues = AccountValues & {
  code: string;
  password: string;
  confirm: string;
  inviteCode: string;
  country: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
};

type Registered = Awaited<ReturnType<typeof postRegister>>;

type Props = {
  areas: Choice[];
  countries: Choice[];
  defaultArea: string;
  defaultCountry: string;
  defaultKind?: AccountKind;
  inviteCode?: string;
  onOpenDocument: (key: 'user_agreement' | 'privacy_policy') => void;
  onRegistered: (user: Registered) => Promise<void> | void;
};

const DRAFT = 'register';
type Draft = { values: RegisterValues; sent: SentCode | null };

/**
 * Sign-up: account (e-mail or phone with area code), code, password twice, optional invite code, country,
 * and both agreements ticked. Everything is checked before sending; what was typed survives errors and a
 * trip to read the agreements.
 */
export function RegisterForm(props: Props) {
  const { t } = useTranslation();
  const inviteId = useId();
  const draft = readDraft<Draft>(DRAFT);
  const form = useForm<RegisterValues>({
    defaultValues: draft?.values ?? {
      kind: props.defaultKind ?? 'email',
      email: '',
      area: props.defaultArea,
      phone: '',
      code: '',
      password: '',
      confirm: '',
      inviteCode: props.inviteCode ?? '',
      country: props.defaultCountry,
      agreeTerms: false,
      agreePrivacy: false,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, getValues, setError, trigger, formState } = form;
  const { errors, isSubmitting } = formState;
  const code = useSendCode(CodePurpose.Register, draft?.sent ?? null);
  const saved = useFormDraft<Draft>(DRAFT, () => ({ values: getValues(), sent: code.sent }));

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
      const user = await postRegister({
        account,
        logonPassword: v.password,
        code: v.code.trim(),
        codeToken,
        inviteCode: v.inviteCode.trim() || undefined,
        countryCode: v.country || undefined,
      });
      saved.finish();
      await props.onRegistered(user);
    } catch {
      // the API client showed the translated reason; the form keeps every value
    }
  });

  const agreeError = errors.agreeTerms?.message ?? errors.agreePrivacy?.message;

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AccountInput areas={props.areas} />
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
              label={t('account.form.password')}
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
        <Field label={t('account.form.invite_code')} htmlFor={inviteId} optional error={errors.inviteCode?.message}>
          <Controller
            name="inviteCode"
            control={control}
            rules={{ validate: checkInviteCode }}
            render={({ field }) => (
              <Input
                {...field}
                id={inviteId}
                placeholder={t('account.form.invite_placeholder')}
                autoComplete="off"
                autoCapitalize="characters"
                clearable
                maxLength={16}
              />
            )}
          />
        </Field>
        <Controller
          name="country"
          control={control}
          rules={{ validate: (v) => (v ? true : 'account.validation.country_required') }}
          render={({ field }) => (
            <SelectField
              label={t('account.form.country')}
              placeholder={t('account.form.country_placeholder')}
              choices={props.countries}
              value={field.value}
              onChange={field.onChange}
              error={errors.country?.message}
            />
          )}
        />
        <div>
          <Controller
            name="agreeTerms"
            control={control}
            rules={{ validate: (v) => v || 'account.validation.agree_required' }}
            render={({ field }) => (
              <AgreementCheck
                checked={field.value}
                onChange={field.onChange}
                text={t('account.register.agree_prefix')}
                linkText={t('login.user_agreement')}
                onOpen={() => props.onOpenDocument('user_agreement')}
                invalid={Boolean(errors.agreeTerms)}
              />
            )}
          />
          <Controller
            name="agreePrivacy"
            control={control}
            rules={{ validate: (v) => v || 'account.validation.agree_required' }}
            render={({ field }) => (
              <AgreementCheck
                checked={field.value}
                onChange={field.onChange}
                text={t('account.register.agree_prefix')}
                linkText={t('login.privacy_policy')}
                onOpen={() => props.onOpenDocument('privacy_policy')}
                invalid={Boolean(errors.agreePrivacy)}
              />
            )}
          />
          {agreeError && (
            <p className={styles.error} role="alert">
              {t(agreeError)}
            </p>
          )}
        </div>
        <SubmitButton busy={isSubmitting} busyText={t('account.register.submitting')} className={styles.submit}>
          {t('account.register.submit')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
