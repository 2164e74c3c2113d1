import { zodResolver } from '@hookform/resolvers/zod';
import { type Education, EducationOptions, type Sex } from '@wayfare/contracts';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateTimePicker } from '@/components/ui/date-time-picker/date-time-picker';
import { ChevronDownIcon } from '@/components/ui/icons';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTranslation } from '@/i18n/use-translation';
import dayjs from '@/lib/dayjs';
import { formatDate } from '@/lib/format';
import { saveLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { postUserSaveInfos } from '../api/save-user-country';
import type { AccountUser } from '../hooks/use-account-user';
import { userInfoSchema } from '../utils/form-schemas';
import { Field } from './field';
import styles from './form.module.css';
import { SelectField } from './select-field';

export type UserInfoValues = {
  name: string;
  sex: Sex | '';
  birthday: string;
  education: Education | '';
  occupation: string;
  bio: string;
};

export const userInfoDefaults = (user: AccountUser): UserInfoValues => ({
  name: user.name ?? '',
  sex: user.sex ?? '',
  birthday: user.birthday ?? '',
  education: user.infos?.education ?? '',
  occupation: user.infos?.occupation ?? '',
  bio: user.infos?.bio ?? '',
});

/** Where the birthday wheel opens when none is set yet. */
const BIRTHDAY_START = '1995-01-01';

type Props = { user: AccountUser; onSaved: () => void };

/** Name, sex, birthday (date picker), education, occupation and bio: saved with `/user/UserSaveInfos`. */
export function UserInfoForm({ user, onSaved }: Props) {
  const { t } = useTranslation();
  const nameId = useId();
  const occupationId = useId();
  const bioId = useId();
  const birthdayId = useId();
  const { control, handleSubmit, formState } = useForm<UserInfoValues>({
    defaultValues: userInfoDefaults(user),
    resolver: zodResolver(userInfoSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = formState;
  const today = dayjs().format('YYYY-MM-DD');
  const earliest = dayjs().subtract(150, 'year').add(1, 'day').format('YYYY-MM-DD');

  const submit = handleSubmit(async (v) => {
    try {
      const saved = await postUserSaveInfos({
        name: v.name.trim(),
        ...(v.sex ? { sex: v.sex } : {}),
        ...(v.birthday ? { birthday: v.birthday } : {}),
        infos: {
          ...(v.education ? { education: v.education } : {}),
          occupation: v.occupation.trim(),
          bio: v.bio.trim(),
        },
      });
      saveLoginUser(saved);
      toast(t('account.form.saved'));
      onSaved();
    } catch {
      // translated toast; the form keeps its values
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label={t('account.info.name')} htmlFor={nameId} error={errors.name?.message}>
        <Controller
          name="name"
          control={control}
          render={({ field }) => (
            <Input {...field} id={nameId} placeholder={t('account.info.name_placeholder')} maxLength={64} clearable />
          )}
        />
      </Field>
      <Controller
        name="sex"
        control={control}
        render={({ field }) => (
          <SelectField
            label={t('account.info.sex')}
            placeholder={t('account.form.not_set')}
            optional
            choices={[
              { value: 'male', label: t('account.info.male') },
              { value: 'female', label: t('account.info.female') },
            ]}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        name="birthday"
        control={control}
        render={({ field }) => (
          <Field label={t('account.info.birthday')} htmlFor={birthdayId} optional>
            <DateTimePicker
              mode="date"
              value={field.value || BIRTHDAY_START}
              start={earliest}
              end={today}
              title={t('account.info.birthday')}
              onChange={(e) => field.onChange(e.value)}
              className={styles.select}
            >
              <span id={birthdayId} className={`${styles.selectText} ${field.value ? '' : styles.placeholder}`}>
                {field.value ? formatDate(field.value) : t('account.form.not_set')}
              </span>
              <ChevronDownIcon size={18} />
            </DateTimePicker>
          </Field>
        )}
      />
      <Controller
        name="education"
        control={control}
        render={({ field }) => (
          <SelectField
            label={t('account.info.education')}
            placeholder={t('account.form.not_set')}
            optional
            choices={EducationOptions.map((e) => ({ value: e, label: t(`account.education.${e}`) }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Field label={t('account.info.occupation')} htmlFor={occupationId} optional>
        <Controller
          name="occupation"
          control={control}
          render={({ field }) => (
            <Input
              {...field}
              id={occupationId}
              placeholder={t('account.info.occupation_placeholder')}
              maxLength={64}
              clearable
            />
          )}
        />
      </Field>
      <Field label={t('account.info.bio')} htmlFor={bioId} optional>
        <Controller
          name="bio"
          control={control}
          render={({ field }) => (
            <TextArea
              {...field}
              id={bioId}
              placeholder={t('account.info.bio_placeholder')}
              maxLength={500}
              autoSize={{ minRows: 3, maxRows: 8 }}
              showCount
            />
          )}
        />
      </Field>
      <SubmitButton busy={isSubmitting} busyText={t('account.form.saving')} className={styles.submit}>
        {t('account.form.save')}
      </SubmitButton>
    </form>
  );
}
