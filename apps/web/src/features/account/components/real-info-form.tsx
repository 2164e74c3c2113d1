import { zodResolver } from '@hookform/resolvers/zod';
import { realInfoFieldsOf, type UserInfo } from '@wayfare/contracts';
import Input from 'antd-mobile/es/components/input';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTranslation } from '@/i18n/use-translation';
import { saveLoginUser } from '@/lib/session';
import { postSaveRealInfo } from '../api/save-real-info';
import { realInfoSchema } from '../utils/form-schemas';
import { Field } from './field';
import styles from './form.module.css';

type RealInfo = NonNullable<UserInfo['realInfo']>;
export type RealInfoValues = {
  realName: string;
  idNumber: string;
  cpf: string;
  cci: string;
  email: string;
  phone: string;
};

type Props = {
  current: RealInfo | null;
  /** The user's country: CPF is asked in Brazil only, CCI in Peru only. */
  countryCode: string | null;
  readOnly?: boolean;
  onSaved: () => void;
};

const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());

/**
 * Real-name data (name and ID number required; e-mail, phone optional, and the user's country's own
 * numbers: CPF in Brazil, CCI in Peru, optional): `/user/SaveRealInfo`.
 */
export function RealInfoForm({ current, countryCode, readOnly, onSaved }: Props) {
  const { t } = useTranslation();
  const fields = realInfoFieldsOf(countryCode);
  const { control, handleSubmit, formState } = useForm<RealInfoValues>({
    defaultValues: {
      realName: current?.realName ?? '',
      idNumber: current?.idNumber ?? '',
      cpf: current?.cpf ?? '',
      cci: current?.cci ?? '',
      email: current?.email ?? '',
      phone: current?.phone ?? '',
    },
    resolver: zodResolver(realInfoSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (v) => {
    try {
      const saved = await postSaveRealInfo({
        realName: v.realName.trim(),
        idNumber: v.idNumber.trim(),
        cpf: fields.cpf ? optional(v.cpf) : undefined,
        cci: fields.cci ? optional(v.cci.replace(/[\s-]/g, '')) : undefined,
        email: optional(v.email),
        phone: optional(v.phone),
      });
      saveLoginUser({ realInfo: saved });
      onSaved();
    } catch {
      // "Invalid real-name parameters" and the like are toasted, translated; the values stay
    }
  });

  const text = (
    name: FieldPath<RealInfoValues>,
    input: Omit<ComponentProps<typeof Input>, 'value' | 'onChange'>,
    opts: { optional?: boolean; hint?: string } = {},
  ) => (
    <TextField
      key={name}
      label={t(`account.real.${name}`)}
      error={errors[name]?.message}
      optional={opts.optional}
      hint={opts.hint}
    >
      {(id) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => <Input {...field} {...input} id={id} readOnly={readOnly} clearable={!readOnly} />}
        />
      )}
    </TextField>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {text('realName', {
        placeholder: t('account.real.realName_placeholder'),
        autoComplete: 'name',
        maxLength: 64,
      })}
      {text('idNumber', {
        placeholder: t('account.real.idNumber_placeholder'),
        autoComplete: 'off',
        maxLength: 32,
      })}
      {text(
        'email',
        {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          maxLength: 254,
          placeholder: t('account.form.email_placeholder'),
        },
        { optional: true },
      )}
      {text(
        'phone',
        {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          maxLength: 24,
          placeholder: t('account.real.phone_placeholder'),
        },
        { optional: true },
      )}
      {fields.cpf &&
        text(
          'cpf',
          { inputMode: 'numeric', maxLength: 14, placeholder: '000.000.000-00' },
          { optional: true, hint: t('account.real.cpf_hint') },
        )}
      {fields.cci &&
        text(
          'cci',
          { inputMode: 'numeric', maxLength: 24, placeholder: t('account.real.cci_placeholder') },
          { optional: true, hint: t('account.real.cci_hint') },
        )}
      {!readOnly && (
        <SubmitButton busy={isSubmitting} busyText={t('account.form.saving')} className={styles.submit}>
          {t('account.real.submit')}
        </SubmitButton>
      )}
    </form>
  );
}

function TextField({
  label,
  error,
  optional,
  hint,
  children,
}: {
  label: string;
  error?: string;
  optional?: boolean;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} error={error} optional={optional} hint={hint}>
      {children(id)}
    </Field>
  );
}
