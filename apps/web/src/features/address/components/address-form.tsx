import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import TextArea from 'antd-mobile/es/components/text-area';
import { type FormEvent, useId } from 'react';
import { CheckIcon, HomeIcon } from '@/components/ui/icons';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTranslation } from '@/i18n/use-translation';
import {
  type AddressErrors,
  type AddressLabel,
  type AddressValues,
  addressLabels,
  LIMITS,
} from '../utils/address-form';
import styles from './address-form.module.css';
import { MapIcon, WorkIcon } from './address-icons';
import { FormField } from './form-field';

type Props = {
  values: AddressValues;
  errors: AddressErrors;
  onChange: (patch: Partial<AddressValues>) => void;
  onPickOnMap: () => void;
  onSubmit: () => void;
  busy: boolean;
};

/**
 * The address form: where (the map point and its street line, house number, details), who (name and
 * phone), a Home / Work tag and the default switch. Values live with the caller, so a trip to the map
 * and back, or a refused save, loses nothing.
 */
export function AddressForm({ values, errors, onChange, onPickOnMap, onSubmit, busy }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const located = values.latitude !== null && values.longitude !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="address-form">
      <section className={styles.section} aria-labelledby={`${id}-place`}>
        <h2 className={styles.sectionTitle} id={`${id}-place`}>
          {t('address.form.place')}
        </h2>
        <button
          type="button"
          className={`${styles.mapButton} ${errors.location ? styles.mapButtonInvalid : ''}`}
          onClick={onPickOnMap}
          data-testid="pick-on-map"
        >
          <span className={styles.mapIcon}>
            <MapIcon size={22} />
          </span>
          <span className={styles.mapText}>
            <span className={styles.mapTitle}>
              {located ? t('address.form.change_on_map') : t('address.form.pick_on_map')}
            </span>
            <span className={located ? styles.mapOk : styles.mapNone}>
              {located && <CheckIcon size={14} />}
              {located ? t('address.form.located') : t('address.form.not_located')}
            </span>
          </span>
        </button>
        {errors.location && (
          <p className={styles.error} role="alert">
            {t(errors.location)}
          </p>
        )}
        <FormField label={t('address.form.address')} htmlFor={`${id}-address`} error={errors.address}>
          <TextArea
            id={`${id}-address`}
            value={values.address}
            onChange={(address) => onChange({ address })}
            placeholder={t('address.form.address_placeholder')}
            rows={1}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={LIMITS.address}
            autoComplete="street-address"
          />
        </FormField>
        <FormField label={t('address.form.house_number')} htmlFor={`${id}-house`} error={errors.houseNumber} optional>
          <Input
            id={`${id}-house`}
            value={values.houseNumber}
            onChange={(houseNumber) => onChange({ houseNumber })}
            placeholder={t('address.form.house_number_placeholder')}
            maxLength={LIMITS.houseNumber}
            clearable
          />
        </FormField>
        <FormField label={t('address.form.detailed')} htmlFor={`${id}-detailed`} error={errors.detailed} optional>
          <TextArea
            id={`${id}-detailed`}
            value={values.detailed}
            onChange={(detailed) => onChange({ detailed })}
            placeholder={t('address.form.detailed_placeholder')}
            rows={1}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={LIMITS.detailed}
          />
        </FormField>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-contact`}>
        <h2 className={styles.sectionTitle} id={`${id}-contact`}>
          {t('address.form.contact')}
        </h2>
        <FormField label={t('address.form.name')} htmlFor={`${id}-name`} error={errors.name}>
          <Input
            id={`${id}-name`}
            value={values.name}
            onChange={(name) => onChange({ name })}
            placeholder={t('address.form.name_placeholder')}
            maxLength={LIMITS.name}
            autoComplete="name"
            clearable
          />
        </FormField>
        <FormField label={t('address.form.phone')} htmlFor={`${id}-phone`} error={errors.phone}>
          <Input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            value={values.phone}
            onChange={(phone) => onChange({ phone })}
            placeholder={t('address.form.phone_placeholder')}
            maxLength={LIMITS.phone}
            autoComplete="tel"
            clearable
          />
        </FormField>
      </section>

      <section className={styles.section}>
        <div className={styles.row}>
          <span className={styles.rowLabel} id={`${id}-label`}>
            {t('address.form.label')}
          </span>
          <div className={styles.chips} role="radiogroup" aria-labelledby={`${id}-label`}>
            {(['', ...addressLabels] as (AddressLabel | '')[]).map((label) => (
              // biome-ignore lint/a11y/useSemanticElements: chips behave as a radio group
              <button
                key={label || 'none'}
                type="button"
                role="radio"
                aria-checked={values.label === label}
                className={`${styles.chip} ${values.label === label ? styles.chipOn : ''}`}
                onClick={() => onChange({ label })}
              >
                {label === 'Home' && <HomeIcon size={15} />}
                {label === 'Work' && <WorkIcon size={15} />}
                {label ? t(`address.label.${label}`) : t('address.form.label_none')}
              </button>
            ))}
          </div>
        </div>
        <label className={styles.row} htmlFor={`${id}-default`}>
          <span className={styles.rowText}>
            <span className={styles.rowLabel}>{t('address.form.default')}</span>
            <span className={styles.rowHint}>{t('address.form.default_hint')}</span>
          </span>
          <Switch
            checked={values.isDefault}
            onChange={(isDefault) => onChange({ isDefault })}
            aria-label={t('address.form.default')}
            data-testid="default-switch"
          />
        </label>
      </section>

      <SubmitButton busy={busy} busyText={t('address.form.saving')} className={styles.submit}>
        {t('address.form.save')}
      </SubmitButton>
    </form>
  );
}
