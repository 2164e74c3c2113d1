import { zodResolver } from '@hookform/resolvers/zod';
import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTranslation } from '@/i18n/use-translation';
import { postRegister } from '../api/register';
import { useAccountCode } from '../hooks/use-account-code';
import { readDraft, useFormDraft } from '../hooks/use-form-draft';
import { CodePurpose, type SentCode } from '../hooks/use-send-code';
import { type AccountValues, registerSchema } from '../utils/form-schemas';
import type { AccountKind } from '../utils/validation';
import { AccountInput } from './account-input';
import { AgreementCheck } from './agreement-check';
import type { Choice } from './choice-sheet';
import { FormCodeField } from './code-field';
import { Field } from './field';
import styles from './form.module.css';
import { NewPasswordFields } from './new-password-fields';
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
/** Both must be ticked; each opens its document. */
const agreements = [
  { name: 'agreeTerms', doc: 'user_agreement', link: 'login.user_agreement' },
  { name: 'agreePrivacy', doc: 'privacy_policy', link: 'login.privacy_policy' },
] as const;
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
    resolver: zodResolver(registerSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  const code = useAccountCode(form, CodePurpose.Register, { initial: draft?.sent ?? null });
  const saved = useFormDraft<Draft>(DRAFT, () => ({ values: getValues(), sent: code.sent }));

  const submit = handleSubmit(async (v) => {
    const account = code.accountOf(v);
    const codeToken = code.tokenOr(account);
    if (!codeToken) return;
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
        <FormCodeField sender={code.sender} onSend={() => void code.send()} />
        <NewPasswordFields label={t('account.form.password')} />
        <Field label={t('account.form.invite_code')} htmlFor={inviteId} optional error={errors.inviteCode?.message}>
          <Controller
            name="inviteCode"
            control={control}
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
          {agreements.map(({ name, doc, link }) => (
            <Controller
              key={name}
              name={name}
              control={control}
              render={({ field }) => (
                <AgreementCheck
                  checked={field.value}
                  onChange={field.onChange}
                  text={t('account.register.agree_prefix')}
                  linkText={t(link)}
                  onOpen={() => props.onOpenDocument(doc)}
                  invalid={Boolean(errors[name])}
                />
              )}
            />
          ))}
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
