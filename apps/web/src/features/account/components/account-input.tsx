import Input from 'antd-mobile/es/components/input';
import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import type { AccountValues } from '../utils/form-schemas';
import type { AccountKind } from '../utils/validation';
import { type Choice, ChoiceSheet } from './choice-sheet';
import { Field } from './field';
import styles from './form.module.css';

type Props = {
  areas: Choice[];
  label?: string;
  /** Which kinds to offer; both by default. */
  kinds?: AccountKind[];
};

/**
 * E-mail / phone switch and the matching input. Lives inside a react-hook-form `FormProvider` whose values
 * include {@link AccountValues}; the form's schema checks them (`accountShape` of `form-schemas.ts`).
 */
export function AccountInput({ areas, label, kinds = ['email', 'phone'] }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [areaOpen, setAreaOpen] = useState(false);
  const { control, watch, setValue, clearErrors, formState } = useFormContext<AccountValues>();
  const kind = watch('kind');
  const area = watch('area');
  const error = formState.errors[kind]?.message;

  const switchTo = (k: AccountKind) => {
    setValue('kind', k);
    clearErrors(['email', 'phone']);
  };

  return (
    <>
      {kinds.length > 1 && (
        <div className={styles.tabs} role="tablist" aria-label={t('account.form.account_kind')}>
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={kind === k}
              className={styles.tab}
              onClick={() => switchTo(k)}
            >
              {t(`account.form.${k}`)}
            </button>
          ))}
        </div>
      )}
      {kind === 'email' ? (
        <Field label={label ?? t('account.form.email')} htmlFor={id} error={error}>
          <Controller
            name="email"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id={id}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t('account.form.email_placeholder')}
                clearable
                maxLength={254}
              />
            )}
          />
        </Field>
      ) : (
        <Field
          label={label ?? t('account.form.phone')}
          htmlFor={id}
          error={error}
          start={
            <button
              type="button"
              className={styles.prefixButton}
              onClick={() => setAreaOpen(true)}
              aria-label={t('account.form.area_code_choose', { code: area })}
              aria-haspopup="dialog"
            >
              +{area}
              <ChevronDownIcon size={16} />
            </button>
          }
        >
          <Controller
            name="phone"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id={id}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={t('account.form.phone_placeholder')}
                clearable
                maxLength={20}
              />
            )}
          />
        </Field>
      )}
      <ChoiceSheet
        visible={areaOpen}
        onClose={() => setAreaOpen(false)}
        title={t('account.form.area_code')}
        choices={areas}
        selected={area}
        onChoose={(code) => setValue('area', code)}
      />
    </>
  );
}
